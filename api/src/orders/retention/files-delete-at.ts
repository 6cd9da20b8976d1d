/** When the file retention deletes an ended order's files: `FILE_RETENTION_DAYS` after the order ended. */
import { isFinalOrderStatus } from '@leadproof/contract/final-order-statuses';
import type { OrderRow } from '../../db/order-row';

const DAY_MS = 24 * 3600 * 1000;

/**
 * When an ended order ended: its `completed_at`, or, for an order an older release ended without it, its last
 * update. The retention job's query says the same (`coalesce(completed_at, updated_at)`).
 */
export function orderEndedAt(order: Pick<OrderRow, 'completed_at' | 'updated_at'>): Date {
  return new Date(order.completed_at ?? order.updated_at);
}

/** The end before which an ended order's files are past a retention of `retentionDays` at `now`. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * When the retention job deletes the order's files (it runs hourly: within the hour after). Null while the order
 * is open (it has not ended), when `retentionDays` is 0 (files are kept forever), and once they are deleted.
 */
export function filesDeleteAt(
  order: Pick<OrderRow, 'status' | 'completed_at' | 'updated_at' | 'files_deleted_at'>,
  retentionDays: number,
): Date | null {
  if (retentionDays === 0 || order.files_deleted_at !== null || !isFinalOrderStatus(order.status))
    return null;
  return new Date(orderEndedAt(order).getTime() + retentionDays * DAY_MS);
}
