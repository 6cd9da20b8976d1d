/**
 * The webhooks outbox: an event, its delivery to each endpoint, and the job of each first attempt, written in the
 * caller's transaction (an order's end, a debit). So an event exists exactly when what it tells of happened, is
 * delivered at least once, and keeps one id (`msg_…`, the `webhook-id` header) over every attempt.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '@leadproof/contract/webhooks';
import type { Trx } from '../db/trx';
import type { JobQueue } from '../jobs/job-queue';
import { webhookQueue } from './webhook-queue';

/** Deliveries one endpoint may have waiting: past that, an endpoint that does not answer gets no more. */
export const MAX_PENDING_DELIVERIES = 1000;

/** Which of `endpointIds` have `MAX_PENDING_DELIVERIES` deliveries waiting (pending or retrying). */
export async function endpointsWithFullQueues(
  trx: Trx,
  endpointIds: readonly string[],
): Promise<Set<string>> {
  if (endpointIds.length === 0) return new Set();
  const full = await trx
    .selectFrom('webhook_deliveries')
    .select('endpoint_id')
    .where('endpoint_id', 'in', endpointIds)
    .where('status', 'in', ['pending', 'retrying'])
    .groupBy('endpoint_id')
    .having((eb) => eb.fn.countAll(), '>=', MAX_PENDING_DELIVERIES)
    .execute();
  return new Set(full.map((row) => row.endpoint_id));
}

/** A new event id: `msg_` and 24 random base64url characters. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/**
 * Writes `event` for `userId` and one delivery of it to each of `endpointIds` that has room in its queue
 * (`MAX_PENDING_DELIVERIES`); returns the delivery ids.
 */
export async function recordWebhookEvent(
  trx: Trx,
  jobs: JobQueue,
  userId: string,
  event: WebhookEvent,
  allEndpointIds: readonly string[],
): Promise<string[]> {
  const full = await endpointsWithFullQueues(trx, allEndpointIds);
  const endpointIds = allEndpointIds.filter((id) => !full.has(id));
  if (endpointIds.length === 0) return [];
  const eventId = newWebhookEventId();
  await trx
    .insertInto('webhook_events')
    .values({ id: eventId, user_id: userId, type: event.type, payload: JSON.stringify(event) })
    .execute();
  const deliveries = await trx
    .insertInto('webhook_deliveries')
    .values(
      endpointIds.map((endpointId) => ({
        endpoint_id: endpointId,
        event_id: eventId,
        next_attempt_at: new Date(),
      })),
    )
    .returning('id')
    .execute();
  for (const { id } of deliveries) await jobs.sendWithin(trx, webhookQueue, { deliveryId: id, attempt: 1 });
  return deliveries.map(({ id }) => id);
}
