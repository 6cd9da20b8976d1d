/** The hourly job that writes off expired credit remainders as `expiry` transactions. */

import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';

export const creditExpiryQueue = defineQueue<Record<string, never>>({
  name: 'credits-expiry',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Registers the handler and its hourly schedule. */
export const registerCreditExpiry: WorkerRegistration<Services> = async (jobs, services) => {
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
