import { Checkbox, Label } from '@leadproof/ui';
import type { ReactNode, Ref } from 'react';
import * as forms from '../../lib/form.css';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import * as styles from './new-order.css';

/** One choice: its form value, its words, and how many leads on offer have it. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
}

/** Props of `FacetCheckboxes`. */
export interface FacetCheckboxesProps {
  /** Prefix of the checkboxes' ids, unique on the page. */
  id: string;
  legend: string;
  choices: readonly FacetChoice[];
  chosen: readonly string[];
  /** A box was ticked or cleared; the caller keeps the chosen list (`toggledChoice`). */
  onToggle: (value: string, checked: boolean) => void;
  /** What to fix, shown under the list and tied to it. */
  error?: string | undefined;
  /** A line under the legend, e.g. "Leave empty for any". */
  hint?: string;
  /** The first checkbox, so a failed submit can focus it. */
  firstRef?: Ref<HTMLButtonElement>;
  /** Scroll inside a box (long lists). */
  scrolling?: boolean;
  /** Said when there are no choices (e.g. a search that matches none). */
  emptyText?: string;
  /** Above the list, inside the fieldset (e.g. a search field). */
  children?: ReactNode;
}

/**
 * The chosen values after one is ticked or cleared, in `order` (the facet's order, whatever order they were
 * ticked in); chosen values missing from `order` (a preset's, no longer on offer) stay, at the end.
 */
export function toggledChoice(
  order: readonly string[],
  chosen: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  const next = new Set(chosen);
  if (checked) next.add(value);
  else next.delete(value);
  return [...order.filter((each) => next.has(each)), ...[...next].filter((each) => !order.includes(each))];
}

/** A fieldset of checkboxes over one facet of the inventory, each with its count of leads. */
export function FacetCheckboxes({
  id,
  legend,
  choices,
  chosen,
  onToggle,
  error,
  hint,
  firstRef,
  scrolling = false,
  emptyText,
  children,
}: FacetCheckboxesProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={forms.fieldset} aria-describedby={describedBy}>
      <legend className={forms.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {choices.length === 0 && emptyText ? <p className={forms.hint}>{emptyText}</p> : null}
      <ul className={scrolling ? styles.scrollingChoices : styles.choices}>
        {choices.map((choice, index) => {
          const checkboxId = `${id}-${index}`;
          return (
            <li key={choice.value} className={styles.choice}>
              <Checkbox
                ref={index === 0 ? firstRef : undefined}
                id={checkboxId}
                checked={chosen.includes(choice.value)}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) => onToggle(choice.value, checked === true)}
              />
              <Label htmlFor={checkboxId}>{choice.label}</Label>
              <span className={styles.choiceCount} title={`${formatNumber(choice.count)} leads on offer`}>
                {formatNumber(choice.count)}
              </span>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className={page.errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
