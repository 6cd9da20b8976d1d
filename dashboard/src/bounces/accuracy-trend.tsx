import { orderTitle } from '@leadproof/contract/order-names';
import { Orders } from '@leadproof/sdk';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@leadproof/ui';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import * as styles from './accuracy-trend.css';
import { type MeasuredOrder, overallAccuracy } from './measured-orders';

// The line's own coordinate space; the SVG keeps its aspect and scales to the card's width.
const WIDTH = 600;
const HEIGHT = 160;
const PAD = 12;

/** The lowest percentage the chart shows: 10 points under the worst order, rounded down, so small dips show. */
function chartFloor(orders: readonly MeasuredOrder[]): number {
  const worst = Math.min(...orders.map((order) => order.measuredAccuracy.accuracy));
  return Math.max(0, Math.floor(worst * 10) / 10 - 0.1);
}

/**
 * The measured accuracy across orders (issue 37): a line of each measured order's accuracy in the order they were
 * placed, a sentence with the latest and the overall figure, and a table of every order (each a link to it).
 * `orders` are oldest first. Without any, says how an order gets measured.
 */
export function AccuracyTrend({ orders }: { orders: readonly MeasuredOrder[] }) {
  if (orders.length === 0) {
    return (
      <div className={page.emptyState}>
        <p>No order measured yet.</p>
        <p>
          When a bounce report's hard bounce hits an address one of your orders called valid, that order's
          accuracy appears here, so you can see how our verdicts hold up over your campaigns.
        </p>
      </div>
    );
  }
  const overall = overallAccuracy(orders);
  const latest = orders[orders.length - 1] as MeasuredOrder;
  const floor = chartFloor(orders);
  const x = (index: number) =>
    orders.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (orders.length - 1);
  const y = (accuracy: number) => PAD + ((1 - accuracy) * (HEIGHT - 2 * PAD)) / (1 - floor);
  const points = orders.map((order, index) => `${x(index)},${y(order.measuredAccuracy.accuracy)}`);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.summary} data-testid="accuracy-trend-summary">
        {orders.length === 1 ? '1 order measured' : `${formatNumber(orders.length)} orders measured`}; the
        latest, {orderTitle(latest)}: {Orders.formatMeasuredAccuracy(latest.measuredAccuracy)}. Across them:
        valid addresses: {formatNumber(overall.validAddresses)}; reported hard bounces:{' '}
        {formatNumber(overall.reportedHardBounces)}; measured accuracy{' '}
        {Orders.formatMeasuredAccuracy(overall)}.
      </figcaption>
      <div className={styles.chart}>
        <span className={styles.axis} aria-hidden="true">
          <span>100%</span>
          <span>{`${Math.round(floor * 100)}%`}</span>
        </span>
        <svg
          className={styles.plot}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          data-testid="accuracy-trend-chart"
        >
          <line className={styles.grid} x1={0} x2={WIDTH} y1={y(1)} y2={y(1)} />
          <line className={styles.grid} x1={0} x2={WIDTH} y1={y(floor)} y2={y(floor)} />
          {orders.length > 1 ? <polyline className={styles.line} points={points.join(' ')} /> : null}
          {orders.map((order, index) => (
            <circle
              key={order.id}
              className={styles.point}
              cx={x(index)}
              cy={y(order.measuredAccuracy.accuracy)}
              r={5}
            />
          ))}
        </svg>
      </div>
      <Table layout="cards" aria-label="Measured accuracy per order">
        <TableHeader>
          <TableRow>
            <TableHead>Order</TableHead>
            <TableHead>Ordered</TableHead>
            <TableHead>Valid addresses</TableHead>
            <TableHead>Reported hard bounces</TableHead>
            <TableHead>Measured accuracy</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {/* Newest first, as every list of the dashboard. */}
          {[...orders].reverse().map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link to={`/orders/${order.id}`}>{orderTitle(order)}</Link>
              </TableCell>
              <TableCell label="Ordered">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </TableCell>
              <TableCell label="Valid addresses" className={styles.number}>
                {formatNumber(order.measuredAccuracy.validAddresses)}
              </TableCell>
              <TableCell label="Reported hard bounces" className={styles.number}>
                {formatNumber(order.measuredAccuracy.reportedHardBounces)}
              </TableCell>
              <TableCell label="Measured accuracy" className={styles.number}>
                {Orders.formatMeasuredAccuracy(order.measuredAccuracy)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
