/**
 * The processed-events record: a webhook event id is handled once; a replay is acknowledged
 * without effect. Handlers are idempotent on their own (ledger keys, upserts), so an event whose
 * processing crashed before it was recorded is simply processed again on Stripe's retry.
 */
import type { Database } from '../db/database';

/** The stored outcome of an event already handled, if any. */
export async function findProcessedEvent(database: Database, eventId: string) {
  return database.db
    .selectFrom('billing_webhook_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** Records that an event was handled and how. The first record of an id wins. */
export async function recordProcessedEvent(
  database: Database,
  event: { id: string; type: string; outcome: string; userId?: string | undefined },
): Promise<void> {
  await database.db
    .insertInto('billing_webhook_events')
    .values({ id: event.id, type: event.type, outcome: event.outcome, user_id: event.userId ?? null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
