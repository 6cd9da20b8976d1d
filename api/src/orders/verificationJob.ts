/**
 * The verification job: streams an order's original through the engine into its results file,
 * reports progress on the order, and finishes it. Engine "needs fix" errors end the order at once
 * (with a refund); other failures are retried, and the last one fails the order (with a refund).
 * A worker that dies mid-job leaves the job active until it expires; pg-boss then retries it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isEngineInputError, isRowLimitExceededError, verifyCsvFile } from '@leadproof/engine';
import { type OrderJobAttempt, type OrderJobDefinition, sendOrderJob, workOrderJob } from '../jobs/orderJob';
import type { WorkerRegistration } from '../jobs/workers';
import { recordCustomerContacts } from '../leads/customerContacts';
import type { Services } from '../services';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../storage/objectStorage';
import { finishOrder } from './finishOrder';
import { sha256Of } from './inspectUpload';
import { resultsPath } from './orderPaths';
import { orderStatsFromReport } from './orderStats';
import { beginAttempt, recordProgress } from './orderStore';

const PROGRESS_INTERVAL_MS = 1000;
const FAILED_MESSAGE = 'Processing failed on our side. Your credits were refunded; please try again.';
const CHANGED_MESSAGE =
  'The file changed after it was confirmed, so it was not verified. Your credits were refunded; upload the file in a new order.';
const MORE_ROWS_MESSAGE =
  'The file holds more rows than were counted when it was confirmed, so it was not verified. Your credits were refunded; please try again.';

/** Verifying an uploaded order's CSV. */
const verificationJob: OrderJobDefinition = {
  name: 'orders-verify',
  deadLetter: 'orders-verify-failed',
  run: runVerification,
  abandon: async (services, orderId) => {
    await finishOrder(services, orderId, { status: 'failed', message: FAILED_MESSAGE });
  },
};

/** Enqueues verification of an order (a no-op while one is already queued for it). */
export async function enqueueVerification(services: Services, orderId: string): Promise<void> {
  await sendOrderJob(services, verificationJob, orderId);
}

/** Runs one attempt of verifying `orderId`. */
export async function runVerification(services: Services, orderId: string, attempt: OrderJobAttempt) {
  const { database, storage, localStorage, config, logger } = services;
  const order = await beginAttempt(services, orderId, 'upload_csv', { restartProgress: true });
  if (!order?.original_file_path) return;

  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-verify-'));
  try {
    let inputPath = localStorage?.filePath(UPLOADS_BUCKET, order.original_file_path);
    if (!inputPath) {
      inputPath = path.join(work, 'original.csv');
      await pipeline(
        await storage.read(UPLOADS_BUCKET, order.original_file_path),
        createWriteStream(inputPath),
      );
    }
    // Only the bytes that were counted and charged for are verified (a retry reads the file again).
    if (
      order.original_file_sha256 &&
      (await sha256Of(createReadStream(inputPath))) !== order.original_file_sha256
    ) {
      logger.warn(`order ${orderId}: the original no longer matches the SHA-256 recorded at upload-complete`);
      await finishOrder(services, orderId, { status: 'failed', message: CHANGED_MESSAGE });
      return;
    }
    const outputPath = path.join(work, 'results.csv');
    const total = order.row_count ?? 0;
    let lastWrite = 0;
    let reading = 0;
    const report = await verifyCsvFile(inputPath, outputPath, {
      offline: !config.emailDnsChecks,
      spoolDir: work,
      // Never more rows than were charged for: a file that holds more stops here.
      ...(order.row_count !== null ? { maxRows: order.row_count } : {}),
      // pg-boss gives the job up at its deadline; the engine thread must stop then too, not run on unseen.
      signal: AbortSignal.timeout(config.verifyJob.timeoutSeconds * 1000),
      onProgress: (progress) => {
        // Reading is the first half of the work, writing the results the second.
        if (progress.phase === 'reading') reading = progress.rows;
        const done = Math.round((reading + (progress.phase === 'writing' ? progress.rows : 0)) / 2);
        if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS) return;
        lastWrite = Date.now();
        void recordProgress(services, orderId, Math.min(done, total)).catch(() => {});
      },
    });
    // The customer has these contacts now: lead purchases must never sell them back.
    await recordCustomerContacts(database, order.user_id, outputPath);
    const target = resultsPath(order.user_id, orderId);
    await storage.write(RESULTS_BUCKET, target, createReadStream(outputPath), 'text/csv');
    await recordProgress(services, orderId, total);
    await finishOrder(services, orderId, {
      status: 'completed',
      resultFilePath: target,
      stats: orderStatsFromReport(report),
      charge: { rows: report.billing },
    });
  } catch (error) {
    if (isEngineInputError(error)) {
      await finishOrder(services, orderId, { status: 'needs_fix', message: error.message });
      return;
    }
    if (isRowLimitExceededError(error)) {
      logger.warn(`order ${orderId}: ${error.message}`);
      await finishOrder(services, orderId, { status: 'failed', message: MORE_ROWS_MESSAGE });
      return;
    }
    logger.warn(
      `order ${orderId}: verification attempt ${attempt.retryCount + 1} failed: ${(error as Error).message}`,
    );
    if (attempt.retryCount >= attempt.retryLimit) {
      await finishOrder(services, orderId, { status: 'failed', message: FAILED_MESSAGE });
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Registers the verification worker and the handler of jobs whose worker kept dying. */
export const registerVerification: WorkerRegistration = (jobs, services) =>
  workOrderJob(jobs, services, verificationJob);
