import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * When the most recent order, of any customer, completed; null when none has. It reads one timestamp and nothing
 * that names a customer or an order, because the public status page shows it.
 */
export async function latestOrderCompletion(db: Kysely<Schema>): Promise<Date | null> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('completed_at').as('latest'))
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row?.latest ? new Date(row.latest as Date | string) : null;
}
