import { type KeyboardEvent, useState } from 'react';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Label } from '../label/label';
import { Chip, ChipList } from './chip';
import * as styles from './chip.css';

/** Props of `ChipInput`. */
export interface ChipInputProps {
  /** The text field's id (its label points at it). */
  id: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Most values the field takes. */
  max: number;
  /** Longest value, in characters. */
  maxLength?: number;
  /** A line under the label on what the values do. */
  hint?: string;
}

/**
 * Free-text values as chips: type one and press Enter (or a comma, or Add); each chip has a remove button, and
 * Backspace in the empty field removes the last. A value already there (in any case) is not added twice.
 */
export function ChipInput({ id, label, values, onChange, max, maxLength = 100, hint }: ChipInputProps) {
  const [draft, setDraft] = useState('');
  const full = values.length >= max;
  const add = () => {
    const value = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (!value || full) return;
    if (values.some((each) => each.toLowerCase() === value.toLowerCase())) return;
    onChange([...values, value]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the surrounding form; here it adds the value.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ChipList label={label}>
          {values.map((value) => (
            <Chip
              key={value}
              label={value}
              removeLabel={`Remove ${value}`}
              onRemove={() => onChange(values.filter((each) => each !== value))}
            />
          ))}
        </ChipList>
      ) : null}
      <div className={styles.entry}>
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          autoComplete="off"
          disabled={full}
          placeholder={full ? `At most ${max}` : undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || draft.trim() === ''}>
          Add
        </Button>
      </div>
    </div>
  );
}
