/** Many orders for one user, written straight to the database, for the tests of paging (issue #26). */
import type { OrderStatus } from '@leadproof/contract/orders';
import type { Database } from '../db/database';
import { insertOrderRows } from '../orders/testing/insert-order-rows';

/** Order `i` (0 = oldest) of `insertOrders`: every fifth failed, every other of the rest completed, else pending. */
export function manyOrdersStatus(i: number): Extract<OrderStatus, 'failed' | 'completed' | 'pending'> {
  return i % 5 === 0 ? 'failed' : i % 2 === 0 ? 'completed' : 'pending';
}

/** What `insertOrders(…, 250)` makes, per status. */
export const counts250 = { all: 250, pending: 100, in_progress: 0, completed: 100, needs_fix: 0, failed: 50 };

/**
 * Inserts `count` upload orders of `userId`, two per second from 2026-01-01 (so the id breaks ties), with the
 * statuses of `manyOrdersStatus`; returns them newest first, as the list must, with their statuses.
 */
export async function insertOrders(
  database: Database,
  userId: string,
  count: number,
): Promise<Array<{ id: string; status: OrderStatus }>> {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: userId,
    type: 'upload_csv' as const,
    status: manyOrdersStatus(i),
    status_message: manyOrdersStatus(i) === 'failed' ? 'Test failure' : null,
    created_at: new Date(start + Math.floor(i / 2) * 1000),
  }));
  const inserted = await insertOrderRows(database, rows);
  return inserted
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
    .map(({ id, status }) => ({ id, status }));
}
