import type { OrderStats } from '@leadproof/contract/orders';
import { Card, Histogram } from '@leadproof/ui';
import { formatNumber } from '../../lib/format-date';
import * as styles from './order-report.css';

/** The connect scores in ten buckets, with their mean; only for orders whose stats have the histogram. */
export function ScoreSection({ stats }: { stats: OrderStats }) {
  if (!stats.scoreHistogram) return null;
  const mean = stats.meanScore === null ? '' : ` Mean score ${formatNumber(stats.meanScore)}.`;
  return (
    <Card className={styles.section}>
      <Histogram
        title="Connect scores"
        description={`How likely each row is to reach the person, from 0 to 100 (lp_score).${mean}`}
        binLabel="Connect score"
        bins={stats.scoreHistogram.map((bucket) => ({
          label: `${bucket.from}–${bucket.to}`,
          tick: String(bucket.from),
          value: bucket.rows,
        }))}
        emptyText="No rows were scored."
      />
    </Card>
  );
}
