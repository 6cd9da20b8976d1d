/**
 * The scheduled job that ends pending upload orders whose upload link has expired, and deletes the file they may
 * hold: a file that was uploaded and never confirmed is stored for free, and kept for no one.
 */

import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import { countOrderEnded } from '../metrics/business-metrics';
import type { Services } from '../services';
import { SIGNED_UPLOAD_TTL_SECONDS, UPLOADS_BUCKET } from '../storage/object-storage';
import { expirePendingUploads, type OrderStoreDeps } from './order-store';

const EXPIRED_MESSAGE =
  'The upload was not completed before its upload link expired, so the order was closed and any uploaded file deleted. Nothing was charged; start a new upload.';

export const pendingOrderExpiryQueue = defineQueue<Record<string, never>>({
  name: 'orders-pending-expiry',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** What expiring pending orders needs: the store that ends them, and the storage that holds their uploads. */
export type PendingOrderExpiryDeps = OrderStoreDeps & Pick<Services, 'storage'>;

/** Ends every pending upload order whose latest ticket expired before `now`; returns how many it ended. */
export async function expirePendingOrders(
  services: PendingOrderExpiryDeps,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - SIGNED_UPLOAD_TTL_SECONDS * 1000);
  const expired = await expirePendingUploads(services, cutoff, now, EXPIRED_MESSAGE);
  for (const order of expired) {
    countOrderEnded({ type: 'upload_csv', status: 'failed' });
    if (order.upload_path) await services.storage.remove(UPLOADS_BUCKET, order.upload_path);
  }
  return expired.length;
}

/** Registers the handler and its schedule (every 10 minutes). */
export const registerPendingOrderExpiry: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(
    pendingOrderExpiryQueue,
    async () => {
      const ended = await expirePendingOrders(services);
      if (ended > 0)
        services.logger.info(`closed ${ended} pending upload order(s) whose upload link expired`);
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  await jobs.schedule(pendingOrderExpiryQueue, '*/10 * * * *', {});
};
