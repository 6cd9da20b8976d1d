/**
 * Every job handler of the product, registered in whichever process runs workers: the embedded
 * server, or a production `worker` process. Features add their queue and handler here. A worker may
 * take one set of queues only: `probe` (the mailbox check's SMTP probes, on hosts with port-25 egress),
 * `webhooks` (webhook deliveries, e.g. on hosts whose egress is fenced off from the internal network), or
 * `verify` (everything but the probes, deliveries included).
 */
import { registerAccountDeletionSweep } from './account/account-deletion-sweep';
import { registerRateLimitPrune } from './auth/rate-limit-prune';
import { registerBounceReports } from './bounces/bounce-report-job';
import { registerContactJobs } from './contact/contact-jobs';
import { registerCreditExpiry } from './credits/expiry-job';
import { registerIdempotencyKeyPrune } from './idempotency/idempotency-key-prune';
import type { JobQueue } from './jobs/job-queue';
import { registerCustomerContacts } from './leads/customer-contacts-job';
import { registerLeadPurchase } from './leads/purchase/lead-purchase-job';
import { registerPendingOrderExpiry } from './orders/pending-order-expiry';
import { registerProbeMerge } from './orders/probe/merge-probe-job';
import { registerProbe } from './orders/probe/probe-batch-job';
import { registerFileRetention } from './orders/retention/file-retention-job';
import { registerVerification } from './orders/verification-job';
import type { Services } from './services';
import { registerWebhookDelivery } from './webhooks/deliver-webhook';
import { registerWebhookHistoryPrune } from './webhooks/webhook-history-prune';

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
    registerCustomerContacts,
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
