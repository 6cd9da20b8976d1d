import type { OrderMeasuredAccuracy } from '@leadproof/contract/order-report';
import { Orders } from '@leadproof/sdk';
import { Card } from '@leadproof/ui';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../lib/format-date';
import * as styles from './order-report.css';

/**
 * What the customer's bounce reports measured of the order's `valid` verdicts (issue 37): "valid addresses: N;
 * reported hard bounces: M; measured accuracy 1 − M/N", with when it was last measured. Nothing until a report
 * touches the order.
 */
export function MeasuredAccuracySection({
  measured,
}: {
  measured: OrderMeasuredAccuracy | null | undefined;
}) {
  if (!measured) return null;
  const facts: [string, string][] = [
    ['Valid addresses', formatNumber(measured.validAddresses)],
    ['Reported hard bounces', formatNumber(measured.reportedHardBounces)],
    ['Measured accuracy', Orders.formatMeasuredAccuracy(measured)],
  ];
  return (
    <Card className={styles.section}>
      <div>
        <h3 className={styles.sectionHeading}>Measured accuracy</h3>
        <p className={styles.note}>
          Of the addresses this order called valid, those your <Link to="/bounces">bounce reports</Link> say
          hard-bounced; last measured{' '}
          <time dateTime={measured.measuredAt}>{formatDateTime(measured.measuredAt)}</time>.
        </p>
      </div>
      <dl className={styles.facts} data-testid="report-measured-accuracy">
        {facts.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
