import { orderTitle } from '@leadproof/contract/order-names';
import type { Order, OrderListSort } from '@leadproof/contract/orders';
import {
  Button,
  Countdown,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@leadproof/ui';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import { shortId } from '../lib/short-id';
import { DemoDataBadge } from './demo-data-badge';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import * as styles from './orders-table.css';
import { isOpenOrder, orderTypeLabel } from './order-labels';

/** Props of `OrdersTable`. */
export interface OrdersTableProps {
  orders: readonly Order[];
  /** The order of the rows by creation time, shown on the Created column. */
  sort?: OrderListSort;
  /** The Created column's button: asks for the other order. Without it the column is not sortable. */
  onSortChange?: ((sort: OrderListSort) => void) | undefined;
  /** Router state the links to an order carry (the list's place, for its Back to Orders). */
  linkState?: unknown;
  /** A fixed "now" for the countdowns (stories); they tick by themselves otherwise. */
  now?: number;
}

/** The other direction of the Created column. */
const toggled: Record<OrderListSort, OrderListSort> = { '-createdAt': 'createdAt', createdAt: '-createdAt' };

/**
 * The orders list (issue 40): each order by name (the uploaded file, or a purchase's lead profile) with its
 * short id, type, status badge, rows and credits once counted, when it was created (sortable), the time left of
 * open orders, processing progress while in progress, and View Details to the order's own page. On a narrow screen
 * each row is a card.
 */
export function OrdersTable({ orders, sort = '-createdAt', onSortChange, linkState, now }: OrdersTableProps) {
  if (orders.length === 0) return <p className={page.emptyState}>No orders found.</p>;
  const newestFirst = sort === '-createdAt';
  return (
    <Table layout="cards" aria-label="Orders">
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Rows</TableHead>
          <TableHead aria-sort={newestFirst ? 'descending' : 'ascending'}>
            {onSortChange ? (
              <button
                type="button"
                className={styles.sortButton}
                onClick={() => onSortChange(toggled[sort])}
                aria-label={`Created, ${newestFirst ? 'newest' : 'oldest'} first: show ${newestFirst ? 'oldest' : 'newest'} first`}
              >
                Created
                {newestFirst ? <ArrowDown size={14} aria-hidden /> : <ArrowUp size={14} aria-hidden />}
              </button>
            ) : (
              'Created'
            )}
          </TableHead>
          <TableHead>Time remaining</TableHead>
          <TableHead>
            <span className={page.visuallyHidden}>Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const title = orderTitle(order);
          const named = title !== `Order ${shortId(order.id)}`;
          return (
            <TableRow key={order.id}>
              <TableCell className={styles.nameCell}>
                <Link to={`/orders/${order.id}`} state={linkState} className={styles.name}>
                  {title}
                </Link>
                {named ? <span className={styles.id}>{shortId(order.id)}</span> : null}
              </TableCell>
              <TableCell label="Type">
                <span className={styles.type}>
                  {orderTypeLabel(order.type)}
                  {order.demo ? <DemoDataBadge /> : null}
                </span>
              </TableCell>
              <TableCell label="Status">
                <div className={styles.status}>
                  <OrderStatusBadge status={order.status} />
                  {order.status === 'in_progress' && order.progress ? (
                    <OrderProgress progress={order.progress} />
                  ) : null}
                </div>
              </TableCell>
              <TableCell label="Rows">
                {order.rowCount !== null ? (
                  <span className={styles.counts}>
                    {formatNumber(order.rowCount)} rows · {formatNumber(order.creditsUsed ?? 0)} credits
                  </span>
                ) : null}
              </TableCell>
              <TableCell label="Created">
                <time dateTime={order.createdAt} className={styles.created}>
                  {formatDateTime(order.createdAt)}
                </time>
              </TableCell>
              <TableCell label="Time remaining">
                {isOpenOrder(order) ? (
                  <Countdown createdAt={order.createdAt} {...(now === undefined ? {} : { now })} />
                ) : null}
              </TableCell>
              <TableCell className={styles.actions}>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/orders/${order.id}`} state={linkState} aria-label={`View Details of ${title}`}>
                    View Details
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
