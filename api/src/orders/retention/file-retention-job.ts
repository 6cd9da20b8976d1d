/**
 * The hourly job of the file retention (`FILE_RETENTION_DAYS`): it deletes the stored files of every ended order
 * (completed, needs_fix, failed) that ended longer ago than the retention, on local storage or Supabase Storage,
 * and marks the order `files_deleted_at`. The order itself, its figures and its receipt stay. The same run deletes
 * the bounce logs of ended bounce reports past the retention, and prunes the bounce guarantee's address records
 * older than its 60 days (issue 37; `bounces/bounce-file-retention.ts`, `bounces/prune-address-records.ts`).
 */
import { finalOrderStatuses } from '@leadproof/contract/final-order-statuses';
import { deleteExpiredBounceFiles } from '../../bounces/bounce-file-retention';
import { reviveLostBounceReports } from '../../bounces/bounce-report-job';
import { pruneAddressRecords } from '../../bounces/prune-address-records';
import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { deleteOrderFiles } from './delete-order-files';
import { RETENTION_BATCH_SIZE, type WalkPastRetentionDeps, walkPastRetention } from './walk-past-retention';

export const fileRetentionQueue = defineQueue<Record<string, never>>({
  name: 'orders-file-retention',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
});

/** What deleting the files past the retention needs: the walk's, the storage, and the log for a file not deleted. */
export type FileRetentionDeps = WalkPastRetentionDeps & Pick<Services, 'storage' | 'logger'>;

/**
 * Deletes the files of the ended orders past the retention at `now` (the tests' clock); returns how many orders
 * it deleted files of. Batches walk the order ids, each under `for update skip locked`: two runs at once (two
 * workers, a retried job) share the orders instead of both deleting them, and an order whose storage call failed
 * is left for the next run instead of stopping this one. With a retention of 0 files are kept forever.
 */
export function deleteExpiredFiles(services: FileRetentionDeps, now = new Date()): Promise<number> {
  return walkPastRetention(services, now, (cutoff, days) => ({
    size: RETENTION_BATCH_SIZE,
    select: (trx, page) =>
      trx
        .selectFrom('orders')
        .selectAll()
        .where('files_deleted_at', 'is', null)
        .where('status', 'in', [...finalOrderStatuses])
        .where((eb) => eb(eb.fn.coalesce('completed_at', 'updated_at'), '<', cutoff))
        .$call(page)
        .execute(),
    handle: (trx, order) => deleteOrderFiles(trx, services.storage, order, { by: 'retention', days }, now),
    failed: (order, error) =>
      services.logger.warn(`order ${order.id}: files not deleted, retried next run: ${error.message}`),
  }));
}

/** Registers the handler and its hourly schedule. */
export const registerFileRetention: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(
    fileRetentionQueue,
    async () => {
      const days = services.config.fileRetentionDays;
      const deleted = await deleteExpiredFiles(services);
      if (deleted > 0) {
        services.logger.info(`deleted the files of ${deleted} order(s) past the ${days}-day file retention`);
      }
      // A report whose job was lost without a restart is requeued, or failed once stale, before its file's turn.
      await reviveLostBounceReports(services);
      const bounceLogs = await deleteExpiredBounceFiles(services);
      if (bounceLogs > 0) {
        services.logger.info(
          `deleted the files of ${bounceLogs} bounce report(s) past the ${days}-day file retention`,
        );
      }
      // Whatever the file retention (0 included): the guarantee cannot use them past its window.
      const pruned = await pruneAddressRecords(services);
      if (pruned.verdicts + pruned.refunds + pruned.bouncedVerdicts > 0) {
        services.logger.info('pruned bounce-guarantee address records past 60 days', pruned);
      }
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  await jobs.schedule(fileRetentionQueue, '23 * * * *', {});
};
