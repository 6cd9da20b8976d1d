import type { Order } from '@leadproof/sdk';
import {
  Button,
  Countdown,
  OrderStatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { formatNumber } from '../lib/formatDate';
import * as page from '../lib/page.css';
import { shortId } from '../lib/shortId';
import { DemoDataBadge } from './DemoDataBadge';
import { OrderProgress } from './OrderProgress';
import * as styles from './OrdersTable.css';
import { isOpenOrder, orderTypeLabel } from './orderLabels';

/** Props of `OrdersTable`. */
export interface OrdersTableProps {
  orders: readonly Order[];
  /** View Details of one order. */
  onSelect: (order: Order) => void;
  /** A fixed "now" for the countdowns (stories); they tick by themselves otherwise. */
  now?: number;
}

/**
 * The orders list (SPEC §2): short id, type, status badge, rows and credits once counted, the time
 * left of open orders, processing progress while in progress, and View Details.
 */
export function OrdersTable({ orders, onSelect, now }: OrdersTableProps) {
  if (orders.length === 0) return <p className={page.emptyState}>No orders found.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Rows</TableHead>
          <TableHead>Time remaining</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className={styles.id}>{shortId(order.id)}</TableCell>
            <TableCell>
              <span className={styles.type}>
                {orderTypeLabel(order.type)}
                {order.demo ? <DemoDataBadge /> : null}
              </span>
            </TableCell>
            <TableCell>
              <div className={styles.status}>
                <OrderStatusBadge status={order.status} />
                {order.status === 'in_progress' && order.progress ? (
                  <OrderProgress progress={order.progress} />
                ) : null}
              </div>
            </TableCell>
            <TableCell>
              {order.rowCount !== null ? (
                <span className={styles.counts}>
                  {formatNumber(order.rowCount)} rows · {formatNumber(order.creditsUsed ?? 0)} credits
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              {isOpenOrder(order) ? (
                <Countdown createdAt={order.createdAt} {...(now === undefined ? {} : { now })} />
              ) : null}
            </TableCell>
            <TableCell className={styles.actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onSelect(order)}
                aria-label={`View Details of order ${shortId(order.id)}`}
              >
                View Details
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
