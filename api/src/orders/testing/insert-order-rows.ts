/**
 * Orders written straight to the table, in any status and with any figures, for tests that need orders to read
 * (paging, status pages, the bounce guarantee) and not the pipeline that makes them. Beside the order store, so every
 * write to `orders`, tests' included, is in `orders/`.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { OrdersTable } from '../../db/schema';

/** Inserts `rows` as they are (no hold, no settlement, no webhook event); returns them as stored. */
export async function insertOrderRows(
  database: Database,
  rows: Insertable<OrdersTable>[],
): Promise<Selectable<OrdersTable>[]> {
  return database.db.insertInto('orders').values(rows).returningAll().execute();
}
