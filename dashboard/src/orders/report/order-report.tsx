import type { OrderMeasuredAccuracy } from '@leadproof/contract/order-report';
import type { OrderBilling, OrderStats } from '@leadproof/contract/orders';
import { useId } from 'react';
import { DuplicatesSection } from './duplicates-section';
import { EmailSection } from './email-section';
import { MeasuredAccuracySection } from './measured-accuracy-section';
import { NotChargedSection } from './not-charged-section';
import * as styles from './order-report.css';
import { PhoneSection } from './phone-section';
import { ScoreSection } from './score-section';

/** Props of `OrderReport`. */
export interface OrderReportProps {
  /** The order's figures (`order.stats`). */
  stats: OrderStats;
  /** Its receipt, for what was not charged; `buy_leads` orders have none. */
  billing?: OrderBilling;
  /** What the customer's bounce reports measured (`order.measuredAccuracy`); shown once a report touched it. */
  measuredAccuracy?: OrderMeasuredAccuracy | null;
}

/**
 * The report of a completed order above its files (issue 22): e-mail and phone verdicts, duplicates by reason,
 * connect scores, the top reasons and corrections, what was not charged, and the accuracy bounce reports measured. Each chart has a text summary and a
 * data table for screen readers.
 */
export function OrderReport({ stats, billing, measuredAccuracy }: OrderReportProps) {
  const headingId = useId();
  const { emails } = stats;
  const rows = emails.valid + emails.risky + emails.invalid + emails.unknown + emails.missing;
  return (
    <section className={styles.report} aria-labelledby={headingId} data-testid="order-report">
      <h2 id={headingId} className={styles.heading}>
        Verification report
      </h2>
      <div className={styles.grid}>
        <EmailSection stats={stats} rows={rows} />
        <PhoneSection stats={stats} />
        <DuplicatesSection stats={stats} />
        <ScoreSection stats={stats} />
        {billing ? <NotChargedSection billing={billing} /> : null}
        <MeasuredAccuracySection measured={measuredAccuracy} />
      </div>
    </section>
  );
}
