import * as ProgressPrimitive from '@radix-ui/react-progress';
import { forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './progress-bar.css';

/** Props of `ProgressBar`. */
export interface ProgressBarProps {
  /** Progress from 0 to `max`; `null` shows an indeterminate bar. */
  value: number | null;
  max?: number;
  /** Accessible name, e.g. "Upload progress". */
  label: string;
  className?: string;
}

/** A horizontal progress bar (Radix Progress: role "progressbar" with aria values). */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, max = 100, label, className },
  ref,
) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      ref={ref}
      value={clamped}
      max={max}
      aria-label={label}
      className={cx(styles.root, className)}
    >
      <ProgressPrimitive.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
});
ProgressBar.displayName = 'ProgressBar';
