import type { Order, OrderType } from '@leadproof/sdk';

/** What each order type is called on screen (the names of SPEC §3's price list). */
export const orderTypeLabels: Record<OrderType, string> = {
  upload_csv: 'CSV Upload',
  buy_leads: 'Lead Purchase',
};

/** The type label of an order. */
export function orderTypeLabel(type: OrderType): string {
  return orderTypeLabels[type];
}

/** Whether an order counts under the Pending tab (SPEC §2: pending plus in_progress). */
export function isPendingTab(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'in_progress';
}

/** Whether the order's 48-hour deadline still matters: it is not finished yet. */
export function isOpenOrder(order: Pick<Order, 'status'>): boolean {
  return isPendingTab(order);
}
