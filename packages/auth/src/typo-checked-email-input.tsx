import { Input, type InputProps } from '@leadproof/ui';
import type { RefObject } from 'react';
import { EmailTypoHint } from './email-typo-hint';
import type { EmailTypoCheck } from './use-email-typo-check';

/**
 * Props of `TypoCheckedEmailInput`: an `Input`'s (`name` and `autoComplete` are `email` unless given), with the check
 * and where focus goes once it is answered.
 */
export interface TypoCheckedEmailInputProps extends Omit<InputProps, 'type' | 'onBlur' | 'onChange' | 'ref'> {
  /** Names the field; the hint is `${id}-typo`. */
  id: string;
  check: EmailTypoCheck;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The hint's first button, where a form holding back a submit puts the focus. */
  suggestionRef: RefObject<HTMLButtonElement | null>;
  /** Called once "Did you mean …?" is answered either way (the form moves focus on). */
  onAnswered: () => void;
}

/**
 * An e-mail field that asks "Did you mean …?" when it is left with a mistyped provider's domain; "Use …" puts the
 * suggestion in the field. The field keeps no state of its own: forms read it at submit, as they read the others.
 */
export function TypoCheckedEmailInput({
  id,
  check,
  inputRef,
  suggestionRef,
  onAnswered,
  'aria-describedby': describedBy,
  name = 'email',
  autoComplete = 'email',
  ...props
}: TypoCheckedEmailInputProps) {
  const hintId = `${id}-typo`;
  return (
    <>
      <Input
        {...props}
        ref={inputRef}
        id={id}
        name={name}
        autoComplete={autoComplete}
        type="email"
        onBlur={(event) => {
          if (event.currentTarget.value.trim()) check.review(event.currentTarget.value);
        }}
        onChange={check.reset}
        aria-describedby={
          [describedBy, check.hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {check.hint ? (
        <EmailTypoHint
          ref={suggestionRef}
          id={hintId}
          typed={check.hint.typed}
          suggestion={check.hint.suggestion}
          onAccept={() => {
            const accepted = check.accept();
            if (accepted && inputRef.current) inputRef.current.value = accepted;
            onAnswered();
          }}
          onKeep={() => {
            check.keep();
            onAnswered();
          }}
        />
      ) : null}
    </>
  );
}
