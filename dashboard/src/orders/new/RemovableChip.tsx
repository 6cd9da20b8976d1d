import { X } from 'lucide-react';
import * as styles from './NewOrder.css';

/** Props of `RemovableChip`. */
export interface RemovableChipProps {
  /** What the chip shows. */
  label: string;
  /** The remove button's accessible name, e.g. "Remove Germany (DE)". */
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen value shown as a chip, with a button that takes it out. */
export function RemovableChip({ label, removeLabel, onRemove }: RemovableChipProps) {
  return (
    <li className={styles.chip}>
      {label}
      <button type="button" className={styles.chipRemove} aria-label={removeLabel} onClick={onRemove}>
        <X size={12} aria-hidden />
      </button>
    </li>
  );
}
