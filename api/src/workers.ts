/**
 * Every job handler of the product, registered in whichever process runs workers: the embedded
 * server, or a production `worker` process. Features add their queue and handler here. A worker may
 * take one set of queues only: `probe` (the mailbox check's SMTP probes, on hosts with port-25 egress),
 * `webhooks` (webhook deliveries, e.g. on hosts whose egress is fenced off from the internal network), or
 * `verify` (everything but the probes, deliveries included).
 */
import { registerAccountDeletionSweep } from './account/accountDeletionSweep';
import { registerRateLimitPrune } from './auth/rateLimitPrune';
import { registerBounceReports } from './bounces/bounceReportJob';
import { registerContactJobs } from './contact/contactJobs';
import { registerCreditExpiry } from './credits/expiryJob';
import { registerIdempotencyKeyPrune } from './idempotency/idempotencyKeyPrune';
import type { JobQueue } from './jobs/jobQueue';
import { registerLeadPurchase } from './leads/purchase/leadPurchaseJob';
import { registerPendingOrderExpiry } from './orders/pendingOrderExpiry';
import { registerProbeMerge } from './orders/probe/mergeProbeJob';
import { registerProbe } from './orders/probe/probeBatchJob';
import { registerFileRetention } from './orders/retention/fileRetentionJob';
import { registerVerification } from './orders/verificationJob';
import type { Services } from './services';
import { registerWebhookDelivery } from './webhooks/deliverWebhook';
import { registerWebhookHistoryPrune } from './webhooks/webhookHistoryPrune';

/**
 * Which queues a worker process takes (`worker --queue`): all of them, the probes only, the webhook deliveries
 * only, or all but the probes.
 */
export type WorkerQueues = 'all' | 'probe' | 'webhooks' | 'verify';

/** The names `worker --queue` accepts. */
export const workerQueueNames: readonly WorkerQueues[] = ['all', 'probe', 'webhooks', 'verify'];

/** Starts the job handlers of `queues` on `jobs`; each feature adds its registration here. */
export async function startWorkers(
  jobs: JobQueue,
  services: Services,
  queues: WorkerQueues = 'all',
): Promise<void> {
  // The schedules first, the order jobs last: a process takes customers' jobs only once the rest of its set-up
  // has nothing left that could fail.
  const verify = [
    registerCreditExpiry,
    registerPendingOrderExpiry,
    registerFileRetention,
    registerRateLimitPrune,
    registerIdempotencyKeyPrune,
    registerAccountDeletionSweep,
    registerContactJobs,
    registerWebhookHistoryPrune,
    registerVerification,
    registerProbeMerge,
    registerLeadPurchase,
    registerBounceReports,
    registerWebhookDelivery,
  ];
  const registrations = {
    probe: [registerProbe],
    webhooks: [registerWebhookDelivery],
    verify,
    all: [...verify, registerProbe],
  }[queues];
  for (const register of registrations) await register(jobs, services);
}
