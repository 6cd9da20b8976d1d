import type { Database } from '../db/database';
import type { OrderRow } from '../db/order-row';
import { ApiError } from '../errors/api-error';

/** The user's order, or a 404 — the same 404 for another user's order as for a missing one. */
export async function getOrderOrThrow(
  database: Database,
  userId: string,
  orderId: string,
): Promise<OrderRow> {
  // Not a UUID cannot be an order; checking first keeps PostgreSQL from raising a cast error.
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId);
  const order = isUuid
    ? await database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!order) throw new ApiError({ code: 'not_found', message: 'Order not found.' });
  return order;
}
