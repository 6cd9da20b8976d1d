import type { OrderProgress as Progress } from '@leadproof/contract/orders';
import { ProgressBar } from '@leadproof/ui';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as styles from './order-progress.css';

/**
 * An in-progress order's processing progress: a bar and 'Verified N of M rows', then in the mailbox check's step the
 * addresses whose mail servers answered, and when greylisted ones are asked again.
 */
export function OrderProgress({ progress }: { progress: Progress }) {
  const { rowsProcessed, rowsTotal, mailbox } = progress;
  if (progress.phase === 'probing' && mailbox) {
    const { addressesChecked, addressesTotal, waitingForRetry, retryAt } = mailbox;
    return (
      <div className={styles.progress}>
        <ProgressBar
          value={addressesTotal > 0 ? addressesChecked : null}
          max={Math.max(addressesTotal, 1)}
          label="Mailbox check progress"
        />
        <span className={styles.text}>
          Checking mailboxes: {formatNumber(addressesChecked)} of {formatNumber(addressesTotal)} addresses
          {waitingForRetry && retryAt
            ? `; waiting to ask greylisting servers again at ${formatDateTime(retryAt)}`
            : ''}
        </span>
      </div>
    );
  }
  return (
    <div className={styles.progress}>
      <ProgressBar
        value={rowsTotal > 0 ? rowsProcessed : null}
        max={Math.max(rowsTotal, 1)}
        label="Processing progress"
      />
      <span className={styles.text}>
        Verified {formatNumber(rowsProcessed)} of {formatNumber(rowsTotal)} rows
      </span>
    </div>
  );
}
