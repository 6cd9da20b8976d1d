import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import type { Database } from '../db/database';

/** Deliveries `ids` as the API shows them, each with every attempt, in the order of `ids`. */
export async function webhookDeliveriesById(
  database: Database,
  ids: readonly string[],
): Promise<WebhookDelivery[]> {
  if (ids.length === 0) return [];
  const rows = await database.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select(['d.id', 'd.event_id', 'v.type', 'd.status', 'd.next_attempt_at', 'd.created_at'])
    .where('d.id', 'in', ids)
    .execute();
  const attempts = await database.db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', ids)
    .orderBy('attempt')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        eventId: row.event_id,
        eventType: row.type as WebhookDelivery['eventType'],
        status: row.status,
        attempts: attempts
          .filter((attempt) => attempt.delivery_id === id)
          .map((attempt) => ({
            attemptedAt: new Date(attempt.attempted_at).toISOString(),
            responseStatus: attempt.response_status,
            durationMs: attempt.duration_ms,
            error: attempt.error,
            responseBody: attempt.response_body,
          })),
        nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at).toISOString(),
        createdAt: new Date(row.created_at).toISOString(),
      },
    ];
  });
}
