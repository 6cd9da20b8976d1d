import type { OrderStats } from '@leadproof/contract/orders';
import { BarChart, Card } from '@leadproof/ui';
import * as styles from './order-report.css';
import { emailReasonLabel, STATUS_TONES } from './report-labels';

/** The e-mail verdicts by status, and the most frequent reasons and suggested corrections when the order has them. */
export function EmailSection({ stats, rows }: { stats: OrderStats; rows: number }) {
  const { emails } = stats;
  const verdicts = (['valid', 'risky', 'invalid', 'unknown', 'missing'] as const).map((status) => ({
    label: status.charAt(0).toUpperCase() + status.slice(1),
    value: emails[status],
    tone: STATUS_TONES[status],
  }));
  return (
    <Card className={styles.section}>
      <BarChart
        title="E-mail verdicts"
        description="Rows by the verdict on their best e-mail address."
        labelHeader="Status"
        data={verdicts}
        emptyText="This file has no rows."
      />
      {stats.emailReasons ? (
        <BarChart
          title="Top e-mail reasons"
          description="Why addresses are not plainly valid; a row counts under each of its reasons. Shares are of all rows."
          labelHeader="Reason"
          total={rows}
          data={stats.emailReasons.map((reason) => ({
            label: emailReasonLabel(reason.code),
            value: reason.rows,
            tone: 'warning',
          }))}
          emptyText="No address had a problem."
        />
      ) : null}
      {stats.suggestions ? (
        <BarChart
          title="Suggested corrections"
          description="Mistyped domains and the correction in lp_email_suggestion. Shares are of all rows."
          labelHeader="Correction"
          total={rows}
          data={stats.suggestions.map((suggestion) => ({
            label: `${suggestion.from} → ${suggestion.to}`,
            value: suggestion.rows,
            tone: 'info',
          }))}
          emptyText="No mistyped domains."
        />
      ) : null}
    </Card>
  );
}
