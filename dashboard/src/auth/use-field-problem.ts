import { type RefObject, useId, useState } from 'react';

/** A form's refusal: what to fix, and the field it is about (focused, and marked invalid), if one. */
export interface FieldProblem<Field extends string> {
  message: string;
  field: Field | null;
}

/**
 * The one refusal a form shows above its fields: `refuse` shows it and focuses its field; `fieldProps` gives a field
 * `aria-invalid` and an `aria-describedby` pointing at the message while it is about that field.
 */
export function useFieldProblem<Field extends string>(
  fields: Record<Field, RefObject<HTMLInputElement | null>>,
) {
  const errorId = `${useId()}-error`;
  const [problem, setProblem] = useState<FieldProblem<Field> | null>(null);

  const refuse = (next: FieldProblem<Field>) => {
    setProblem(next);
    if (next.field !== null) fields[next.field].current?.focus();
  };

  const fieldProps = (field: Field) =>
    problem?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return { problem, errorId, refuse, clear: () => setProblem(null), fieldProps };
}
