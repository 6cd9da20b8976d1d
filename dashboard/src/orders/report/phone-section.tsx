import type { OrderStats } from '@leadproof/contract/orders';
import { BarChart, Card } from '@leadproof/ui';
import * as styles from './order-report.css';
import { phoneReasonLabel, phoneTypeLabel, STATUS_TONES } from './report-labels';

/** The phone verdicts by status, the valid numbers by line type, and why the others were not valid. */
export function PhoneSection({ stats }: { stats: OrderStats }) {
  const { phones } = stats;
  const verdicts = (['valid', 'invalid', 'missing'] as const).map((status) => ({
    label: status.charAt(0).toUpperCase() + status.slice(1),
    value: phones[status],
    tone: STATUS_TONES[status],
  }));
  return (
    <Card className={styles.section}>
      <BarChart
        title="Phone verdicts"
        description="Rows by the verdict on their best phone number."
        labelHeader="Status"
        data={verdicts}
        emptyText="This file has no rows."
      />
      {stats.phoneTypes ? (
        <BarChart
          title="Line types"
          description="Valid numbers by line type."
          labelHeader="Line type"
          data={stats.phoneTypes.map((type) => ({ label: phoneTypeLabel(type.code), value: type.rows }))}
          emptyText="No valid phone numbers."
        />
      ) : null}
      {stats.phoneReasons && stats.phoneReasons.length > 0 ? (
        <BarChart
          title="Why numbers are invalid"
          description="Invalid numbers by reason."
          labelHeader="Reason"
          data={stats.phoneReasons.map((reason) => ({
            label: phoneReasonLabel(reason.code),
            value: reason.rows,
            tone: 'danger',
          }))}
          emptyText="No invalid numbers."
        />
      ) : null}
    </Card>
  );
}
