import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './chip.css';

/** Props of `ChipList`. */
export interface ChipListProps {
  /** What the chips are, for screen readers ("Chosen countries"). */
  label: string;
  /** `Chip`s. */
  children: ReactNode;
}

/** A labelled list of chips, wrapping. */
export function ChipList({ label, children }: ChipListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** Props of `Chip`. */
export interface ChipProps {
  /** What the chip shows. */
  label: string;
  /** The remove button's accessible name, e.g. "Remove Germany (DE)". */
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen value as a chip, with a button that takes it out. Inside a `ChipList`. */
export function Chip({ label, removeLabel, onRemove }: ChipProps) {
  return (
    <li className={styles.chip}>
      {label}
      <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
        <X size={12} aria-hidden />
      </button>
    </li>
  );
}
