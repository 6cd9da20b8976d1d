/** Where the mailbox check of in-progress orders stands, for their `progress` in the API. */
import type { OrderMailboxProgress } from '@leadproof/contract/orders';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The mailbox progress of each of `orderIds` that is in its probe step. */
export async function probeProgress(
  database: Database,
  orderIds: readonly string[],
): Promise<Map<string, OrderMailboxProgress>> {
  const progress = new Map<string, OrderMailboxProgress>();
  if (orderIds.length === 0) return progress;
  const rows = await database.db
    .selectFrom('order_probes as p')
    .leftJoin('probe_batches as b', (join) =>
      join.onRef('b.order_id', '=', 'p.order_id').on('b.done', '=', false),
    )
    .select([
      'p.order_id',
      'p.addresses',
      sql<string | null>`sum(jsonb_array_length(b.pending))`.as('pending'),
      sql<Date | null>`min(b.retry_at)`.as('retry_at'),
      // Every open batch waits for its retry time (none is queued for a first try or running one).
      sql<boolean | null>`bool_and(b.retry_at is not null and b.retry_at > now())`.as('waiting'),
    ])
    .where('p.order_id', 'in', orderIds)
    .groupBy(['p.order_id', 'p.addresses'])
    .execute();
  for (const row of rows) {
    const pending = Number(row.pending ?? 0);
    progress.set(row.order_id, {
      addressesChecked: Math.max(0, row.addresses - pending),
      addressesTotal: row.addresses,
      waitingForRetry: pending > 0 && row.waiting === true,
      retryAt: row.retry_at ? new Date(row.retry_at).toISOString() : null,
    });
  }
  return progress;
}
