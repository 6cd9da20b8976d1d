/**
 * The hourly job that deletes Idempotency-Keys past their 24 hours. A key older than that already counts as absent
 * (a repeat runs again); this keeps the table to a day of POSTs.
 */
import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';
import { pruneIdempotencyKeys } from './idempotency-store';

export const idempotencyKeyPruneQueue = defineQueue<Record<string, never>>({
  name: 'idempotency-keys-prune',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Registers the handler and its hourly schedule. */
export const registerIdempotencyKeyPrune: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(
    idempotencyKeyPruneQueue,
    async () => {
      await pruneIdempotencyKeys(services.database);
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  // Minute 47: away from the credit expiry (7), the rate-limit prune (37) and the 10-minute pending-order sweep.
  await jobs.schedule(idempotencyKeyPruneQueue, '47 * * * *', {});
};
