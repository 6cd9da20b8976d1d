import type { OrderProgress as Progress } from '@leadproof/sdk';
import { ProgressBar } from '@leadproof/ui';
import { formatNumber } from '../lib/formatDate';
import * as styles from './OrderProgress.css';

/** An in-progress order's processing progress: a bar and 'Verified N of M rows'. */
export function OrderProgress({ progress }: { progress: Progress }) {
  const { rowsProcessed, rowsTotal } = progress;
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
