import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import type { Trx } from '../db/trx';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { lockUserRow } from '../users/lock-user-row';
import { getWebhookEndpointOrThrow } from './get-webhook-endpoint-or-throw';
import { endpointsWithFullQueues, MAX_PENDING_DELIVERIES, recordWebhookEvent } from './record-webhook-event';
import { webhookDeliveriesById } from './webhook-delivery-response';

/** Test events one endpoint may be sent a minute: enough to try a receiver, too few to aim us at a host. */
export const TEST_EVENTS_PER_ENDPOINT_PER_MINUTE = 5;
/** Test events one user may send an hour, over all their endpoints. */
export const TEST_EVENTS_PER_USER_PER_HOUR = 60;

/** A test event over its limit: a 429 whose `Retry-After` is `retryAfterSeconds`. */
export class TestEventRateLimitError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ code: 'rate_limited', message: `${message} Try again in ${retryAfterSeconds} s.` });
  }
}

/**
 * Records a `webhook.test` event for the user's endpoint, whatever events it subscribes to, and queues its delivery
 * like any other; returns the delivery as it stands (pending: the attempt runs on the queue). Counted from the
 * events recorded, under the user's row lock, so the limits hold across processes and concurrent calls.
 */
export async function sendTestEvent(
  { database, jobs }: Pick<Services, 'database' | 'jobs'>,
  userId: string,
  endpointId: string,
  now: Date = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await getWebhookEndpointOrThrow(database, userId, endpointId);
  const [deliveryId] = await database.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    await assertTestEventAllowed(trx, userId, endpoint.id, now);
    if ((await endpointsWithFullQueues(trx, [endpoint.id])).size > 0) {
      throw new ApiError({
        code: 'conflict',
        message: `This endpoint already has ${MAX_PENDING_DELIVERIES.toLocaleString('en-US')} deliveries waiting: it is not answering. Fix the receiver, or wait for the deliveries to fail, before sending a test event.`,
      });
    }
    return recordWebhookEvent(
      trx,
      jobs,
      userId,
      { type: 'webhook.test', timestamp: now.toISOString(), data: { endpointId: endpoint.id } },
      [endpoint.id],
    );
  });
  const [delivery] = await webhookDeliveriesById(database, deliveryId ? [deliveryId] : []);
  if (!delivery) throw new Error(`webhooks: the test delivery to ${endpoint.id} was not recorded`);
  return delivery;
}

async function assertTestEventAllowed(
  trx: Trx,
  userId: string,
  endpointId: string,
  now: Date,
): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const toEndpoint = await trx
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .select('webhook_events.created_at')
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .where('webhook_events.type', '=', 'webhook.test')
    .where('webhook_events.created_at', '>', minuteAgo)
    .orderBy('webhook_events.created_at', 'asc')
    .execute();
  if (toEndpoint.length >= TEST_EVENTS_PER_ENDPOINT_PER_MINUTE) {
    throw new TestEventRateLimitError(
      `Too many test events: at most ${TEST_EVENTS_PER_ENDPOINT_PER_MINUTE} test events a minute to one endpoint.`,
      secondsUntil(toEndpoint[0]?.created_at, 60_000, now),
    );
  }
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const byUser = await trx
    .selectFrom('webhook_events')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('type', '=', 'webhook.test')
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'asc')
    .execute();
  if (byUser.length >= TEST_EVENTS_PER_USER_PER_HOUR) {
    throw new TestEventRateLimitError(
      `Too many test events: at most ${TEST_EVENTS_PER_USER_PER_HOUR} test events an hour over all your endpoints.`,
      secondsUntil(byUser[0]?.created_at, 3_600_000, now),
    );
  }
}

/** Whole seconds (at least 1) until the oldest event counted, made at `oldest`, leaves a window of `windowMs`. */
function secondsUntil(oldest: Date | string | undefined, windowMs: number, now: Date): number {
  const leaves = oldest === undefined ? now.getTime() + windowMs : new Date(oldest).getTime() + windowMs;
  return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
}
