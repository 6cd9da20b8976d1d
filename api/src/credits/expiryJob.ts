/** The hourly job that writes off expired credit remainders as `expiry` transactions. */

import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS } from '../jobs/jobQueue';
import type { WorkerRegistration } from '../jobs/workers';

export const creditExpiryQueue = defineQueue<Record<string, never>>({
  name: 'credits-expiry',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Registers the handler and its hourly schedule. */
export const registerCreditExpiry: WorkerRegistration = async (jobs, services) => {
  await jobs.work(
    creditExpiryQueue,
    async () => {
      const users = await services.creditLedger.expireAll();
      if (users > 0) services.logger.info(`credits expired for ${users} user(s)`);
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  await jobs.schedule(creditExpiryQueue, '7 * * * *', {});
};
