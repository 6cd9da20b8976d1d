import { defineQueue } from '../jobs/job-queue';

/** One attempt at one delivery: `attempt` 1 is the first try. */
export type WebhookJob = { deliveryId: string; attempt: number };

/**
 * The `webhooks` queue: one job per attempt, the next one enqueued by the attempt before it (the delivery's own
 * retry schedule, `config.webhooks.retryDelaysSeconds`). pg-boss's retries only cover a worker that died mid-attempt;
 * the job then runs again and records its attempt once (`webhook_attempts` is keyed by delivery and attempt).
 */
export const webhookQueue = defineQueue<WebhookJob>({
  name: 'webhooks',
  retryLimit: 3,
  retryDelaySeconds: 30,
  // The attempt's own limit is at most 60 s; the rest is the database writes around it.
  expireInSeconds: 180,
});
