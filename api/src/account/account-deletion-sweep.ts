/**
 * The scheduled job that finishes account deletions a process left midway (it died, or the payment provider or the
 * auth server did not answer), and runs the file step again for accounts deleted in the last day: an order whose
 * verification was running at the moment of deletion may have written its results after it.
 */
import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';
import { type AccountDeletionDeps, finishAccountDeletion } from './delete-account';
import { type EraseOrderDataDeps, eraseOrderData } from './erase-order-data';

/** Marked accounts younger than this are left to the request that marked them. @unit milliseconds */
const GRACE_MS = 5 * 60 * 1000;
const RECHECK_FILES_MS = 24 * 3600 * 1000;

export const accountDeletionSweepQueue = defineQueue<Record<string, never>>({
  name: 'account-deletion-sweep',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** What the sweep needs: the deletion's and the erasure's, the database of `users`, and the log. */
export type AccountDeletionSweepDeps = AccountDeletionDeps &
  EraseOrderDataDeps &
  Pick<Services, 'database' | 'logger'>;

/** Finishes unfinished deletions marked before `now - 5 min`; returns how many it finished. */
export async function sweepAccountDeletions(
  services: AccountDeletionSweepDeps,
  now = new Date(),
): Promise<number> {
  const { db } = services.database;
  const unfinished = await db
    .selectFrom('users')
    .select('id')
    .where('deletion_requested_at', '<', new Date(now.getTime() - GRACE_MS))
    .where('deleted_at', 'is', null)
    .execute();
  let finished = 0;
  for (const { id } of unfinished) {
    try {
      await finishAccountDeletion(services, id);
      finished++;
    } catch (error) {
      services.logger.error(`account deletion still unfinished: ${(error as Error).message}`, { userId: id });
    }
  }
  const recent = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', '>', new Date(now.getTime() - RECHECK_FILES_MS))
    .execute();
  for (const { id } of recent) await eraseOrderData(services, id);
  return finished;
}

/** Registers the handler and its schedule (every 15 minutes). */
export const registerAccountDeletionSweep: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(
    accountDeletionSweepQueue,
    async () => {
      const finished = await sweepAccountDeletions(services);
      if (finished > 0) services.logger.info(`finished ${finished} interrupted account deletion(s)`);
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  await jobs.schedule(accountDeletionSweepQueue, '*/15 * * * *', {});
};
