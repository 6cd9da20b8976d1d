/**
 * The statuses an order never leaves, apart from the order schemas (`orders.ts`), so that a caller which only asks
 * whether an order is over (the SDK's `orders.poll`) loads no zod.
 * @module
 */
import type { OrderStatus } from './orders';

/** Statuses an order never leaves. */
export const finalOrderStatuses = [
  'completed',
  'needs_fix',
  'failed',
] as const satisfies readonly OrderStatus[];

/** One of `finalOrderStatuses`. */
export type FinalOrderStatus = (typeof finalOrderStatuses)[number];

/** True for the statuses an order never leaves: completed, needs_fix, failed. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return (finalOrderStatuses as readonly OrderStatus[]).includes(status);
}
