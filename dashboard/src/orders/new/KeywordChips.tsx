import { Button, Input, Label } from '@leadproof/ui';
import { type KeyboardEvent, useState } from 'react';
import * as forms from '../../lib/form.css';
import * as styles from './NewOrder.css';
import { RemovableChip } from './RemovableChip';

/** Props of `KeywordChips`. */
export interface KeywordChipsProps {
  id: string;
  label: string;
  keywords: readonly string[];
  onChange: (keywords: string[]) => void;
  /** Most keywords the field takes. */
  max: number;
  /** Longest keyword, in characters. */
  maxLength?: number;
  hint?: string;
}

/**
 * Free-text keywords as chips: type one and press Enter (or a comma, or Add); each chip has a remove button.
 * A keyword already there (in any case) is not added twice.
 */
export function KeywordChips({
  id,
  label,
  keywords,
  onChange,
  max,
  maxLength = 100,
  hint,
}: KeywordChipsProps) {
  const [draft, setDraft] = useState('');
  const full = keywords.length >= max;
  const add = () => {
    const keyword = draft.trim().replace(/,+$/, '').trim();
    setDraft('');
    if (!keyword || full) return;
    if (keywords.some((each) => each.toLowerCase() === keyword.toLowerCase())) return;
    onChange([...keywords, keyword]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the surrounding form; here it adds the keyword.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
      onChange(keywords.slice(0, -1));
    }
  };
  const hintId = `${id}-hint`;
  return (
    <div className={forms.field}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      {keywords.length > 0 ? (
        <ul className={styles.chips} aria-label={label}>
          {keywords.map((keyword) => (
            <RemovableChip
              key={keyword}
              label={keyword}
              removeLabel={`Remove ${keyword}`}
              onRemove={() => onChange(keywords.filter((each) => each !== keyword))}
            />
          ))}
        </ul>
      ) : null}
      <div className={styles.inline}>
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
