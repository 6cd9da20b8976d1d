/**
 * The verification job, step by step: count the attempt, fetch the original and check it is the file that was
 * confirmed, verify it with the engine, apply the customer's reported bounces, then either plan the mailbox check (its probe batches and merge finish the
 * order: `probe/`) or deliver the results at once: store the results, finish the order (which settles its hold and
 * queues the recording of the customer's contacts). Engine "needs fix" errors end the order at once (with a refund); other failures
 * are retried, and the last one fails the order (with a refund). A worker that dies mid-job leaves the job active
 * until it expires; pg-boss then retries it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isEngineInputError, isRowLimitExceededError } from '@leadproof/engine';
import type { WorkerRegistration } from '../jobs/job-queue';
import {
  type OrderJobAttempt,
  type OrderJobDefinition,
  type OrderJobServices,
  sendOrderJob,
  workOrderJob,
} from '../jobs/order-job';
import type { Services } from '../services';
import { type DeliverResultsDeps, deliverResults } from './delivery/deliver-results';
import { type FinishOrderDeps, finishOrder } from './finish-order';
import { beginAttempt, type FinalOutcome, type OrderStoreDeps } from './order-store';
import { type PlanProbeDeps, planProbe } from './probe/plan-probe';
import { type ResumeProbeDeps, resumeProbe } from './probe/resume-probe';
import { PROCESSING_FAILED_MESSAGE } from './processing-failed-message';
import { type ApplyReportedBouncesDeps, applyReportedBounces } from './verification/apply-reported-bounces';
import { type FetchOriginalDeps, fetchOriginal, matchesConfirmedFile } from './verification/fetch-original';
import { recordOrderWhileVerifying } from './verification/record-order-while-verifying';
import { type VerifyOriginalDeps, verifyOriginal } from './verification/verify-original';

const CHANGED_MESSAGE =
  'The file changed after it was confirmed, so it was not verified. Your credits were refunded; upload the file in a new order.';
const MORE_ROWS_MESSAGE =
  'The file holds more rows than were counted when it was confirmed, so it was not verified. Your credits were refunded; please try again.';

/** What a verification attempt needs: each of its steps', and the config and log it reads itself. */
export type VerificationDeps = OrderStoreDeps &
  ResumeProbeDeps &
  FetchOriginalDeps &
  VerifyOriginalDeps &
  ApplyReportedBouncesDeps &
  PlanProbeDeps &
  DeliverResultsDeps &
  FinishOrderDeps &
  Pick<Services, 'config' | 'logger'>;

/** Verifying an uploaded order's CSV. */
const verificationJob: OrderJobDefinition<VerificationDeps> = {
  name: 'orders-verify',
  deadLetter: 'orders-verify-failed',
  key: 'orderId',
  run: runVerification,
  abandon: async (services, orderId) => {
    await finishOrder(services, orderId, { status: 'failed', message: PROCESSING_FAILED_MESSAGE });
  },
};

/** Enqueues verification of an order (a no-op while one is already queued for it). */
export async function enqueueVerification(services: OrderJobServices, orderId: string): Promise<void> {
  await sendOrderJob(services, verificationJob, orderId);
}

/** Runs one attempt of verifying `orderId`. */
export async function runVerification(services: VerificationDeps, orderId: string, attempt: OrderJobAttempt) {
  const order = await beginAttempt(services, orderId, 'upload_csv', { restartProgress: true });
  if (!order?.original_file_path) return;
  // An attempt after the mailbox check was planned (its worker died right after): the check goes on from there.
  if (await resumeProbe(services, order)) return;
  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-verify-'));
  try {
    const original = await fetchOriginal(services, order.original_file_path, work);
    if (!(await matchesConfirmedFile(original, order))) {
      services.logger.warn('the original no longer matches the SHA-256 recorded at upload-complete', {
        orderId,
      });
      await finishOrder(services, orderId, { status: 'failed', message: CHANGED_MESSAGE });
      return;
    }
    // The verdicts are written as the engine writes the rows, not read back from its file after.
    const recording = recordOrderWhileVerifying(services, order);
    const verified = await verifyOriginal(services, order, original, work, recording.resultCells);
    await recording.end();
    const { report, resultsFile } = await applyReportedBounces(
      services,
      order,
      verified.report,
      verified.resultsFile,
      work,
    );
    const rewritten = resultsFile !== verified.resultsFile;
    if (await planProbe(services, order, report, resultsFile, recording.probeTargetRows(rewritten))) return;
    // With the mailbox check on and no address left open, the check ran and had nobody to ask.
    const checked = services.config.mailboxProbe
      ? { ...report, mailbox: { ...report.mailbox, checked: true } }
      : report;
    await deliverResults(services, order, checked, resultsFile, await recording.leftForDelivery(rewritten));
  } catch (error) {
    const outcome = failedOutcome(services, orderId, error, attempt);
    if (!outcome) throw error;
    await finishOrder(services, orderId, outcome);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** How an attempt that threw `error` ends the order; undefined while a retry may still succeed. */
function failedOutcome(
  services: Pick<Services, 'logger'>,
  orderId: string,
  error: unknown,
  attempt: OrderJobAttempt,
): FinalOutcome | undefined {
  if (isEngineInputError(error)) return { status: 'needs_fix', message: error.message };
  if (isRowLimitExceededError(error)) {
    services.logger.warn(error.message, { orderId });
    return { status: 'failed', message: MORE_ROWS_MESSAGE };
  }
  services.logger.warn('verification attempt failed', {
    orderId,
    attempt: attempt.retryCount + 1,
    err: error,
  });
  return attempt.retryCount >= attempt.retryLimit
    ? { status: 'failed', message: PROCESSING_FAILED_MESSAGE }
    : undefined;
}

/** Registers the verification worker and the handler of jobs whose worker kept dying. */
export const registerVerification: WorkerRegistration<Services> = (jobs, services) =>
  workOrderJob(jobs, services, verificationJob);
