import type { OrderStatus } from '@leadproof/sdk';
import type { Database } from '../db/database';
import type { OrderRow } from './orderResponse';

/** The user's orders, newest first, of one status when `status` is given. */
export async function listOrders(
  database: Database,
  userId: string,
  status: OrderStatus | undefined,
): Promise<OrderRow[]> {
  let query = database.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}
