/**
 * The bounce report job, step by step: read the sealed file (`readBounceFile`), then match and refund in one
 * transaction (`applyBounceReport`). A file the engine cannot use fails the report with what to fix; other errors
 * are retried, and the last try fails the report. Nothing is refunded by a failed report. A report whose job was lost
 * (a worker killed on its last try, a send lost after upload-complete's commit) is requeued when the workers start
 * and every hour, and failed once it has been processing far longer than all its tries could take.
 */
import { isEngineInputError } from '@leadproof/engine';
import type { Config } from '../config/config';
import { despiteOutages } from '../db/despite-outages';
import { defineQueue, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';
import {
  type ApplyBounceReportDeps,
  applyBounceReport,
  dropReportMatches,
  lockReport,
} from './apply-bounce-report';
import { type ReadBounceFileDeps, readBounceFile } from './read-bounce-file';

export type BounceReportJob = { reportId: string };

const FAILED_MESSAGE =
  'This bounce log could not be processed. Nothing was refunded; please upload it again in a new report.';

/**
 * `bounce-reports`: one queued and one active job per report. A job whose worker died is retried once it expires,
 * after `VERIFY_JOB_TIMEOUT_SECONDS` as an order's verification (reading a 50 MB log is of that kind of work).
 */
export function bounceReportQueue(config: Pick<Config, 'verifyJob'>) {
  return defineQueue<BounceReportJob>({
    name: 'bounce-reports',
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: config.verifyJob.timeoutSeconds,
    policy: 'stately',
  });
}

/** What enqueuing a report needs: the queue, and the config its timeout comes from. */
export type EnqueueBounceReportDeps = Pick<Services, 'jobs' | 'config'>;

/** Enqueues the report's job (a no-op while one is queued for it). */
export async function enqueueBounceReport(
  services: EnqueueBounceReportDeps,
  reportId: string,
): Promise<void> {
  await services.jobs.send(bounceReportQueue(services.config), { reportId }, { singletonKey: reportId });
}

/**
 * A report processing this long has outlived every try of its job (4 tries of at most `VERIFY_JOB_TIMEOUT_SECONDS`
 * each, 30 minutes by default, a few seconds apart): no job will settle it, so it is failed and the customer told to
 * upload the log again.
 */
export const STALE_PROCESSING_MS = 6 * 3600 * 1000;
/** A report processing this long is requeued by the hourly sweep: its job may have been lost without a restart. */
const REQUEUE_AFTER_MS = 30 * 60 * 1000;

const STALE_MESSAGE =
  'This bounce log was not processed in time. Nothing was refunded; please upload it again in a new report.';

/** What reviving reports needs: the database that finds and fails them, and the queue that takes them again. */
export type ReviveBounceReportsDeps = EnqueueBounceReportDeps & Pick<Services, 'database'>;

/**
 * Fails the reports processing for longer than {@link STALE_PROCESSING_MS}, then requeues those processing for
 * longer than `requeueAfterMs` (all of them when the workers start). Requeueing is harmless: one job per report.
 */
export async function reviveBounceReports(
  services: ReviveBounceReportsDeps,
  { now = new Date(), requeueAfterMs = 0 }: { now?: Date; requeueAfterMs?: number } = {},
): Promise<{ failed: number; requeued: number }> {
  const { db } = services.database;
  const stale = await db
    .selectFrom('bounce_reports')
    .select(['id', 'user_id'])
    .where('status', '=', 'processing')
    .where('updated_at', '<', new Date(now.getTime() - STALE_PROCESSING_MS))
    .execute();
  for (const report of stale) await failReport(services, report, STALE_MESSAGE, now);
  const waiting = await db
    .selectFrom('bounce_reports')
    .select('id')
    .where('status', '=', 'processing')
    .where('updated_at', '<=', new Date(now.getTime() - requeueAfterMs))
    .execute();
  for (const { id } of waiting) await enqueueBounceReport(services, id);
  return { failed: stale.length, requeued: waiting.length };
}

/** The hourly sweep of {@link reviveBounceReports}: reports processing for half an hour or more. */
export function reviveLostBounceReports(services: ReviveBounceReportsDeps, now = new Date()) {
  return reviveBounceReports(services, { now, requeueAfterMs: REQUEUE_AFTER_MS });
}

/** Fails the report, dropping what its batches wrote (claims, contradicted pairs, learnt bounces): nothing counts. */
async function failReport(
  services: Pick<Services, 'database'>,
  report: { id: string; user_id: string },
  message: string,
  now = new Date(),
) {
  await services.database.db.transaction().execute(async (trx) => {
    if (!(await lockReport(trx, report.user_id, report.id, 'processing'))) return;
    await dropReportMatches(trx, report.id);
    await trx
      .updateTable('bounce_reports')
      .set({ status: 'failed', status_message: message, updated_at: now, completed_at: now })
      .where('id', '=', report.id)
      .execute();
  });
}

/** What a try of a report's job needs: reading its file and applying it, and the log for its last failure. */
export type RunBounceReportDeps = ReadBounceFileDeps &
  ApplyBounceReportDeps &
  Pick<Services, 'database' | 'logger'>;

/** Runs one try of the report's job; `last` when no retry follows. */
export async function runBounceReport(
  services: RunBounceReportDeps,
  reportId: string,
  last: boolean,
): Promise<void> {
  const report = await services.database.db
    .selectFrom('bounce_reports')
    .select(['id', 'user_id', 'status', 'file_path'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (report?.status !== 'processing' || !report.file_path) return;
  await services.database.db
    .updateTable('bounce_reports')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', reportId)
    .execute();
  try {
    const reading = await readBounceFile(services, report.file_path);
    await applyBounceReport(services, report, reading);
  } catch (error) {
    if (isEngineInputError(error)) return failReport(services, report, error.message);
    if (last) {
      services.logger.error('bounce report failed', { reportId, err: error as Error });
      return failReport(services, report, FAILED_MESSAGE);
    }
    throw error;
  }
}

/** Requeues the reports whose job was lost, then starts the report job's workers. */
export const registerBounceReports: WorkerRegistration<Services> = async (jobs, services) => {
  const queue = bounceReportQueue(services.config);
  // Before this process takes any report, as lead purchases do: the jobs a dead process held are requeued.
  await despiteOutages(services.database, services.logger, 'bounce report requeue', () =>
    reviveBounceReports(services),
  );
  await jobs.work(
    queue,
    ({ data, retryCount }) => runBounceReport(services, data.reportId, retryCount >= queue.retryLimit),
    { concurrency: 1, pollingIntervalSeconds: 1 },
  );
};
