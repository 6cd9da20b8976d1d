import { isFinalOrderStatus } from '@leadproof/contract/final-order-statuses';
import type { Order } from '@leadproof/contract/orders';
import { formatDate } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import { DeleteFilesDialog } from './delete-files-dialog';
import * as styles from './order-files.css';

/** Props of `OrderFilesBar`. */
export interface OrderFilesBarProps {
  order: Pick<Order, 'id' | 'status' | 'filesDeletedAt' | 'filesDeleteAt'>;
}

/** What the bar says about an ended order's files: deleted on, deleted on (to come), or kept. */
export function filesLifecycleText(order: OrderFilesBarProps['order']): string {
  if (order.filesDeletedAt) return `Files deleted on ${formatDate(order.filesDeletedAt)}.`;
  if (order.filesDeleteAt) return `Files are deleted on ${formatDate(order.filesDeleteAt)}.`;
  return 'Files are kept until you delete them.';
}

/**
 * Above an ended order's file tabs: when its files are deleted (the file retention) or were, and the Delete files
 * action while they are kept. Nothing for an open order: its files are still in use, and no date is set yet.
 */
export function OrderFilesBar({ order }: OrderFilesBarProps) {
  if (!isFinalOrderStatus(order.status)) return null;
  return (
    <div className={styles.bar}>
      <p className={page.muted}>{filesLifecycleText(order)}</p>
      {order.filesDeletedAt ? null : <DeleteFilesDialog orderId={order.id} />}
    </div>
  );
}
