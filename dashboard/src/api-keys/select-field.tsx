import { Label } from '@leadproof/ui';
import * as styles from './api-keys.css';

/** Props of `SelectField`. */
export interface SelectFieldProps {
  id: string;
  label: string;
  /** The chosen option's value. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select of the key form (native, so it works with the keyboard and screen readers as is). */
export function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className={styles.smallField}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
