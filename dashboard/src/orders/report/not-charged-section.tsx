import type { OrderBilling } from '@leadproof/contract/orders';
import { Card } from '@leadproof/ui';
import { formatNumber } from '../../lib/format-date';
import * as styles from './order-report.css';

/** What the settled receipt did not charge and why (duplicates, unverifiable rows); nothing before it settles. */
export function NotChargedSection({ billing }: { billing: OrderBilling }) {
  if (billing.charged === null || billing.refunded === null) return null;
  const facts: [string, number][] = [
    ['Rows counted', billing.rowsCounted],
    ['Duplicates', billing.duplicates ?? 0],
    ['Unverifiable rows', billing.unverifiable ?? 0],
    ['Credits held', billing.held],
    ['Credits charged', billing.charged],
    ['Credits refunded', billing.refunded],
  ];
  return (
    <Card className={styles.section}>
      <div>
        <h3 className={styles.sectionHeading}>Not charged</h3>
        <p className={styles.note}>
          Duplicates and rows no check could decide are not charged: their credits came back as one refund.
        </p>
      </div>
      <dl className={styles.facts} data-testid="report-not-charged">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd className={styles.factValue}>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
