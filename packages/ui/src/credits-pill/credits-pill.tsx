import { Coins, RefreshCw } from 'lucide-react';
import { forwardRef } from 'react';
import { cx } from '../theme/cx';
import * as styles from './credits-pill.css';

/** Props of `CreditsPill`. */
export interface CreditsPillProps {
  /** The credit balance; `null`/`undefined` while unknown. */
  balance?: number | null;
  /** The balance failed to load: shows 'Credits: —' and the retry button. */
  error?: boolean;
  /** Called by the retry button. */
  onRetry?: () => void;
  /** A retry is in flight: the retry button is disabled. */
  retrying?: boolean;
  /** Accessible name of the retry button. */
  retryLabel?: string;
  className?: string;
}

/** The dashboard's balance: 'Credits: N', or 'Credits: —' with a retry button when it failed to load. */
export const CreditsPill = forwardRef<HTMLDivElement, CreditsPillProps>(function CreditsPill(
  { balance, error = false, onRetry, retrying = false, retryLabel = 'Retry loading credits', className },
  ref,
) {
  const known = !error && typeof balance === 'number';
  return (
    <div ref={ref} className={cx(styles.pill, className)} aria-busy={!known && !error ? true : undefined}>
      <Coins size={16} aria-hidden />
      {/* Grouped like every other count in the product ('1,050 credits' on billing, 'balance 1,050'). */}
      <span>Credits: {known ? balance.toLocaleString(undefined, { maximumFractionDigits: 2 }) : '—'}</span>
      {error && onRetry ? (
        <button
          type="button"
          className={styles.retry}
          onClick={onRetry}
          disabled={retrying}
          aria-label={retryLabel}
        >
          <RefreshCw size={14} aria-hidden />
        </button>
      ) : null}
    </div>
  );
});
CreditsPill.displayName = 'CreditsPill';
