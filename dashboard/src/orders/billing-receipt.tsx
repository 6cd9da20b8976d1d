import type { OrderBilling } from '@leadproof/contract/orders';
import { formatNumber } from '../lib/format-date';
import * as styles from './order-detail.css';

/**
 * The itemised receipt under Credits Used: what upload-complete held, and once the order ended what was charged and
 * what came back, and why (duplicates and unverifiable rows are not charged).
 */
export function BillingReceipt({ billing }: { billing: OrderBilling }) {
  const held = `${formatNumber(billing.held)} held for ${formatNumber(billing.rowsCounted)} rows`;
  if (billing.charged === null || billing.refunded === null) {
    return (
      <span className={styles.receipt} data-testid="billing-receipt">
        {held}, settled when the order ends
      </span>
    );
  }
  const notCharged = [
    billing.duplicates ? `${formatNumber(billing.duplicates)} duplicates` : '',
    billing.unverifiable ? `${formatNumber(billing.unverifiable)} unverifiable rows` : '',
  ].filter(Boolean);
  return (
    <span className={styles.receipt} data-testid="billing-receipt">
      {held} · {formatNumber(billing.charged)} charged · {formatNumber(billing.refunded)} refunded
      {notCharged.length > 0 ? ` (${notCharged.join(' and ')} not charged)` : ''}
    </span>
  );
}
