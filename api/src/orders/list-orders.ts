import type { OrderCounts, OrderListSort, OrderStatus } from '@leadproof/contract/orders';
import type { Database } from '../db/database';
import type { OrderRow } from '../db/order-row';

/** A page of `listOrders`: the rows, and the offset of the next page (null on the last). */
export interface OrderRowPage {
  items: OrderRow[];
  nextOffset: number | null;
}

/**
 * One page of the user's orders, of the statuses given (all without), newest first or with `sort: 'createdAt'`
 * oldest first. Index-backed, read forwards or backwards: `orders_user_created` without a filter,
 * `orders_user_status_created` with one (migration 0021); `measured` filters those rows (a customer's orders are
 * hundreds, not millions).
 */
export async function listOrders(
  database: Database,
  userId: string,
  page: {
    status?: readonly OrderStatus[] | undefined;
    /** Only the orders a bounce report measured (true), or only the others (false). */
    measured?: boolean | undefined;
    sort?: OrderListSort | undefined;
    limit: number;
    offset: number;
  },
): Promise<OrderRowPage> {
  const direction = page.sort === 'createdAt' ? 'asc' : 'desc';
  let query = database.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit + 1)
    .offset(page.offset);
  if (page.status?.length) query = query.where('status', 'in', [...page.status]);
  if (page.measured !== undefined) query = query.where('measured_at', page.measured ? 'is not' : 'is', null);
  const rows = await query.execute();
  const hasMore = rows.length > page.limit;
  return { items: rows.slice(0, page.limit), nextOffset: hasMore ? page.offset + page.limit : null };
}

/** Every order of the user, newest first (the account export). */
export async function listAllOrders(database: Database, userId: string): Promise<OrderRow[]> {
  return database.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many orders the user has, in all and per status: one grouped count over the status index. */
export async function countOrders(database: Database, userId: string): Promise<OrderCounts> {
  const rows = await database.db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts: OrderCounts = { all: 0, pending: 0, in_progress: 0, completed: 0, needs_fix: 0, failed: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    counts[row.status] = count;
    counts.all += count;
  }
  return counts;
}
