/**
 * The hourly job that deletes ended rate-limit windows. Each bucket (an address or an e-mail) and window
 * leaves a row in `auth_rate_limits`; without this the table grows with every address that ever signed in.
 */

import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';
import { pruneRateLimits } from './rate-limiter';

export const rateLimitPruneQueue = defineQueue<Record<string, never>>({
  name: 'auth-rate-limits-prune',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Registers the handler and its hourly schedule. */
export const registerRateLimitPrune: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(rateLimitPruneQueue, () => pruneRateLimits(services.database), {
    concurrency: 1,
    pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS,
  });
  // Minute 37: away from the credit expiry (minute 7) and the 10-minute pending-order sweep.
  await jobs.schedule(rateLimitPruneQueue, '37 * * * *', {});
};
