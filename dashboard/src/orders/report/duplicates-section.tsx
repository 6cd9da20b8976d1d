import type { OrderStats } from '@leadproof/contract/orders';
import { BarChart, Card } from '@leadproof/ui';
import { formatNumber } from '../../lib/format-date';
import * as styles from './order-report.css';

/** Duplicates removed, by why they matched an earlier row; just the count for orders from before the split. */
export function DuplicatesSection({ stats }: { stats: OrderStats }) {
  const reasons = stats.duplicateReasons;
  const removed = `${formatNumber(stats.duplicates)} ${stats.duplicates === 1 ? 'row repeats' : 'rows repeat'} an earlier contact and ${stats.duplicates === 1 ? 'is' : 'are'} marked in lp_duplicate_of.`;
  return (
    <Card className={styles.section}>
      {reasons ? (
        <BarChart
          title="Duplicates removed"
          description={removed}
          labelHeader="Reason"
          data={[
            { label: 'Same e-mail', value: reasons.sameEmail },
            { label: 'Same phone', value: reasons.samePhone },
            { label: 'Similar name', value: reasons.similarName },
          ]}
          emptyText="No duplicates: every row is a different contact."
        />
      ) : (
        <div>
          <h3 className={styles.sectionHeading}>Duplicates removed</h3>
          <p className={styles.note}>{removed}</p>
        </div>
      )}
    </Card>
  );
}
