/**
 * The `webhooks` queue's handler: one attempt at one delivery, signed as it is sent, recorded in one transaction
 * with what follows it (the next attempt's job on its schedule, or the delivery's end). A 2xx answer is a success;
 * anything else, a redirect included, is retried until `config.webhooks.retryDelaysSeconds` is spent, and then the
 * delivery has failed. An endpoint whose every attempt has failed for `WEBHOOKS_DISABLE_AFTER_DAYS` is disabled and its
 * owner e-mailed (issue 34, finding 5); a successful test event turns it back on.
 */
import type { Trx } from '../db/trx';
import type { JobQueue } from '../jobs/job-queue';
import { addToLogContext } from '../logging/log-context';
import { webhookDisabledEmail } from '../mail/webhook-disabled-email';
import { webhookDeliveries } from '../metrics/business-metrics';
import type { Services } from '../services';
import { maskWebhookUrl } from './mask-webhook-url';
import { sendWebhook, type WebhookAttemptResult } from './send-webhook';
import { signWebhook } from './sign-webhook';
import { type WebhookJob, webhookQueue } from './webhook-queue';
import { type HostResolver, systemResolver, webhookUrlPolicyOf } from './webhook-url-policy';

/** What a delivery attempt needs of the process. */
export type DeliverWebhookDeps = Pick<Services, 'database' | 'jobs' | 'config' | 'logger' | 'mailer'>;

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
      'e.id as endpointId',
      'e.disabled_at as disabledAt',
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
  // A retry queued before the endpoint was disabled: a disabled endpoint gets test events only.
  if (delivery.disabledAt !== null && delivery.type !== 'webhook.test') {
    await database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null })
      .where('id', '=', job.deliveryId)
      .where('status', 'in', ['pending', 'retrying'])
      .execute();
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const result = await sendWebhook(
    { url: delivery.url, body, headers: signWebhook(delivery.secret, delivery.eventId, body, new Date()) },
    { policy: webhookUrlPolicyOf(config, resolve), timeoutMs: config.webhooks.timeoutMs },
  );
  if (result.refusedBecause) deps.logger.info('webhook URL refused', { reason: result.refusedBecause });
  const recorded = await recordAttempt(deps, job, result, delivery.type, delivery.endpointId);
  if (!recorded) return;
  webhookDeliveries.inc({ outcome: recorded.status });
  if (recorded.disabled) await tellOwnerDisabled(deps, delivery.userId, delivery.url, recorded.disabled);
}

/** E-mails the endpoint's owner that it was disabled; a mail that fails is logged, the endpoint stays disabled. */
async function tellOwnerDisabled(
  { database, mailer, config, logger }: DeliverWebhookDeps,
  userId: string,
  url: string,
  reason: string,
): Promise<void> {
  const owner = await database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!owner) return;
  try {
    await mailer.send(
      webhookDisabledEmail(
        owner.email,
        { url: maskWebhookUrl(url), reason },
        `${config.publicUrl}/dashboard/webhooks`,
      ),
    );
  } catch (error) {
    logger.warn('webhook disabled notice not sent', { error: (error as Error).message });
  }
}

/**
 * Keeps the endpoint's failure record with the attempt: a success ends it (and a successful test event turns a
 * disabled endpoint back on); a failure starts it, and disables the endpoint once every attempt has failed for
 * `config.webhooks.disableAfterMs`. Returns the reason when this attempt disabled it.
 */
async function updateEndpointHealth(
  trx: Trx,
  config: DeliverWebhookDeps['config'],
  endpointId: string,
  result: WebhookAttemptResult,
  eventType: string,
): Promise<string | undefined> {
  if (result.error === null) {
    await trx
      .updateTable('webhook_endpoints')
      .set(
        eventType === 'webhook.test'
          ? { failing_since: null, disabled_at: null, disabled_reason: null }
          : { failing_since: null },
      )
      .where('id', '=', endpointId)
      .execute();
    return undefined;
  }
  const endpoint = await trx
    .updateTable('webhook_endpoints')
    .set((eb) => ({ failing_since: eb.fn.coalesce('failing_since', eb.val(result.attemptedAt)) }))
    .where('id', '=', endpointId)
    .returning(['failing_since', 'disabled_at'])
    .executeTakeFirst();
  if (!endpoint?.failing_since || endpoint.disabled_at !== null) return undefined;
  const since = new Date(endpoint.failing_since);
  if (result.attemptedAt.getTime() - since.getTime() < config.webhooks.disableAfterMs) return undefined;
  const days = Math.round((config.webhooks.disableAfterMs / 86_400_000) * 10) / 10;
  const reason =
    `Every delivery attempt failed for ${days} day${days === 1 ? '' : 's'}, since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
    `The last: ${result.error}`;
  await trx
    .updateTable('webhook_endpoints')
    .set({ disabled_at: result.attemptedAt, disabled_reason: reason })
    .where('id', '=', endpointId)
    .execute();
  return reason;
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
  endpointId: string,
): Promise<{ status: 'succeeded' | 'retrying' | 'failed'; disabled?: string } | undefined> {
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
    const disabled = await updateEndpointHealth(trx, config, endpointId, result, eventType);
    return { status, ...(disabled ? { disabled } : {}) };
  });
}

/** Starts the delivery workers on `jobs`. */
export async function registerWebhookDelivery(jobs: JobQueue, services: DeliverWebhookDeps): Promise<void> {
  await jobs.work(webhookQueue, ({ data }) => deliverWebhook(services, data), {
    // An attempt mostly waits on the receiver (up to WEBHOOKS_TIMEOUT_SECONDS): a few slow ones must not hold up the rest.
    concurrency: Math.max(4, services.config.workerConcurrency),
    pollingIntervalSeconds: 1,
  });
}
