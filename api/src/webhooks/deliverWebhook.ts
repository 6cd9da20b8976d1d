/**
 * The `webhooks` queue's handler: one attempt at one delivery, signed as it is sent, recorded in one transaction
 * with what follows it (the next attempt's job on its schedule, or the delivery's end). A 2xx answer is a success;
 * anything else, a redirect included, is retried until `config.webhooks.retryDelaysSeconds` is spent, and then the
 * delivery has failed.
 */
import type { JobQueue } from '../jobs/jobQueue';
import { addToLogContext } from '../logging/logContext';
import { webhookDeliveries } from '../metrics/businessMetrics';
import type { Services } from '../services';
import { sendWebhook, type WebhookAttemptResult } from './sendWebhook';
import { signWebhook } from './signWebhook';
import { type WebhookJob, webhookQueue } from './webhookQueue';
import { type HostResolver, systemResolver, webhookUrlPolicyOf } from './webhookUrlPolicy';

/** What a delivery attempt needs of the process. */
export type DeliverWebhookDeps = Pick<Services, 'database' | 'jobs' | 'config' | 'logger'>;

/** Makes attempt `job.attempt` of a delivery, unless it was made already or the delivery is gone or over. */
export async function deliverWebhook(
  deps: DeliverWebhookDeps,
  job: WebhookJob,
  resolve: HostResolver = systemResolver,
): Promise<void> {
  const { database, config } = deps;
  const delivery = await database.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select([
      'd.status',
      'e.url',
      'e.secret',
      'e.user_id as userId',
      'v.id as eventId',
      'v.type',
      'v.payload',
    ])
    .where('d.id', '=', job.deliveryId)
    .executeTakeFirst();
  // Gone with its endpoint, or over: nothing to send.
  if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return;
  addToLogContext({ userId: delivery.userId, eventId: delivery.eventId });
  const made = await database.db
    .selectFrom('webhook_attempts')
    .select('attempt')
    .where('delivery_id', '=', job.deliveryId)
    .where('attempt', '=', job.attempt)
    .executeTakeFirst();
  // A job run again after its worker died past the record: the attempt is in the log already.
  if (made) return;
  const body = JSON.stringify(delivery.payload);
  const result = await sendWebhook(
    { url: delivery.url, body, headers: signWebhook(delivery.secret, delivery.eventId, body, new Date()) },
    { policy: webhookUrlPolicyOf(config, resolve), timeoutMs: config.webhooks.timeoutMs },
  );
  if (result.refusedBecause) deps.logger.info('webhook URL refused', { reason: result.refusedBecause });
  const outcome = await recordAttempt(deps, job, result, delivery.type);
  if (outcome) webhookDeliveries.inc({ outcome });
}

/**
 * Logs the attempt and moves the delivery on, in one transaction: succeeded, retrying with its next job, or failed.
 * Returns where it moved, or undefined when another run had recorded the attempt already.
 */
async function recordAttempt(
  { database, jobs, config }: DeliverWebhookDeps,
  job: WebhookJob,
  result: WebhookAttemptResult,
  eventType: string,
): Promise<'succeeded' | 'retrying' | 'failed' | undefined> {
  // A test event is the caller's to aim: one retry shows a receiver retries work, more would be free traffic.
  const delays =
    eventType === 'webhook.test'
      ? config.webhooks.retryDelaysSeconds.slice(0, 1)
      : config.webhooks.retryDelaysSeconds;
  return database.db.transaction().execute(async (trx) => {
    // The row lock orders this against a concurrent delete of the endpoint, which then finds nothing to drop.
    const delivery = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', '=', job.deliveryId)
      .where('status', 'in', ['pending', 'retrying'])
      .forUpdate()
      .executeTakeFirst();
    if (!delivery) return undefined;
    const inserted = await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: job.deliveryId,
        attempt: job.attempt,
        attempted_at: result.attemptedAt,
        response_status: result.responseStatus,
        duration_ms: result.durationMs,
        error: result.error,
        response_body: result.responseBody,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('attempt')
      .executeTakeFirst();
    if (!inserted) return undefined;
    const delay = delays[job.attempt - 1];
    const status = result.error === null ? 'succeeded' : delay === undefined ? 'failed' : 'retrying';
    await trx
      .updateTable('webhook_deliveries')
      .set({
        status,
        next_attempt_at: status === 'retrying' ? new Date(Date.now() + (delay ?? 0) * 1000) : null,
      })
      .where('id', '=', job.deliveryId)
      .execute();
    if (status === 'retrying') {
      await jobs.sendWithin(
        trx,
        webhookQueue,
        { deliveryId: job.deliveryId, attempt: job.attempt + 1 },
        { startAfterSeconds: delay ?? 0 },
      );
    }
    return status;
  });
}

/** Starts the delivery workers on `jobs`. */
export async function registerWebhookDelivery(jobs: JobQueue, services: Services): Promise<void> {
  await jobs.work(webhookQueue, ({ data }) => deliverWebhook(services, data), {
    // An attempt mostly waits on the receiver (up to WEBHOOKS_TIMEOUT_SECONDS): a few slow ones must not hold up the rest.
    concurrency: Math.max(4, services.config.workerConcurrency),
    pollingIntervalSeconds: 1,
  });
}
