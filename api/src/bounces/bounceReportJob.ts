/**
 * The bounce report job, step by step: read the sealed file (`readBounceFile`), then match and refund in one
 * transaction (`applyBounceReport`). A file the engine cannot use fails the report with what to fix; other errors
 * are retried, and the last try fails the report. Nothing is refunded by a failed report.
 */
import { isEngineInputError } from '@leadproof/engine';
import type { Config } from '../config/config';
import { defineQueue } from '../jobs/jobQueue';
import type { WorkerRegistration } from '../jobs/workers';
import type { Services } from '../services';
import { applyBounceReport } from './applyBounceReport';
import { readBounceFile } from './readBounceFile';

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

/** Enqueues the report's job (a no-op while one is queued for it). */
export async function enqueueBounceReport(services: Services, reportId: string): Promise<void> {
  await services.jobs.send(bounceReportQueue(services.config), { reportId }, { singletonKey: reportId });
}

async function failReport(services: Services, reportId: string, message: string) {
  await services.database.db
    .updateTable('bounce_reports')
    .set({ status: 'failed', status_message: message, updated_at: new Date(), completed_at: new Date() })
    .where('id', '=', reportId)
    .where('status', '=', 'processing')
    .execute();
}

/** Runs one try of the report's job; `last` when no retry follows. */
export async function runBounceReport(services: Services, reportId: string, last: boolean): Promise<void> {
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
    if (isEngineInputError(error)) return failReport(services, reportId, error.message);
    if (last) {
      services.logger.error('bounce report failed', { reportId, err: error as Error });
      return failReport(services, reportId, FAILED_MESSAGE);
    }
    throw error;
  }
}

/** Starts the report job's workers. */
export const registerBounceReports: WorkerRegistration = async (jobs, services) => {
  const queue = bounceReportQueue(services.config);
  await jobs.work(
    queue,
    ({ data, retryCount }) => runBounceReport(services, data.reportId, retryCount >= queue.retryLimit),
    { concurrency: 1, pollingIntervalSeconds: 1 },
  );
};
