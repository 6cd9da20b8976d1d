import type { Order } from '@leadproof/contract/orders';

/** An order with its measured accuracy, as `GET /api/orders?measured=true` lists them. */
export type MeasuredOrder = Order & { measuredAccuracy: NonNullable<Order['measuredAccuracy']> };

/** Whether a bounce report measured the order. */
export function isMeasuredOrder(order: Order): order is MeasuredOrder {
  return Boolean(order.measuredAccuracy);
}

/** The customer's figure across the orders: every bounce over every valid address, as one order's is. */
export function overallAccuracy(orders: readonly MeasuredOrder[]) {
  const validAddresses = orders.reduce((sum, order) => sum + order.measuredAccuracy.validAddresses, 0);
  const reportedHardBounces = orders.reduce(
    (sum, order) => sum + order.measuredAccuracy.reportedHardBounces,
    0,
  );
  return { validAddresses, reportedHardBounces, accuracy: 1 - reportedHardBounces / validAddresses };
}
