import type { Order, OrderType } from '@leadproof/contract/orders';

/** What each order type is called on screen: the product's two workflows. */
export const orderTypeLabels: Record<OrderType, string> = {
  upload_csv: 'Upload & Verify',
  buy_leads: 'Source + Verify',
};

/** The type label of an order. */
export function orderTypeLabel(type: OrderType): string {
  return orderTypeLabels[type];
}

/** Whether an order counts under the Pending tab: pending plus in_progress. */
export function isPendingTab(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'in_progress';
}

/** Whether the order's 48-hour deadline still matters: it is not finished yet. */
export function isOpenOrder(order: Pick<Order, 'status'>): boolean {
  return isPendingTab(order);
}
