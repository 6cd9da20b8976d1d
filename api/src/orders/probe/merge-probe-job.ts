/**
 * The merge: once every batch of an order is done, its verdicts go into the engine's results in row order (the
 * e-mail status, reasons, score and evidence columns of each probed row), and the order is delivered and settled on
 * the merged report. It runs on the verification workers, not the probe workers: it needs the engine, not port 25.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { applyMailboxVerdicts, type VerifyReport } from '@leadproof/engine';
import { catchAllCalibration } from '../../bounces/catch-all-calibration';
import type { WorkerRegistration } from '../../jobs/job-queue';
import {
  type OrderJobAttempt,
  type OrderJobDefinition,
  type OrderJobServices,
  sendOrderJob,
  workOrderJob,
} from '../../jobs/order-job';
import type { Services } from '../../services';
import { RESULTS_BUCKET } from '../../storage/object-storage';
import { type DeliverResultsDeps, deliverResults } from '../delivery/deliver-results';
import { type FinishOrderDeps, finishOrder } from '../finish-order';
import { beginAttempt, type OrderStoreDeps } from '../order-store';
import { PROCESSING_FAILED_MESSAGE } from '../processing-failed-message';
import { loadOrderProbe, orderVerdicts } from './probe-batches';

/**
 * What the merge needs: the plan and verdicts in the database, the unprobed results in storage, the store, and
 * delivering and finishing's.
 */
export type MergeProbeDeps = OrderStoreDeps &
  DeliverResultsDeps &
  FinishOrderDeps &
  Pick<Services, 'database' | 'storage' | 'logger'>;

const mergeJob: OrderJobDefinition<MergeProbeDeps> = {
  name: 'orders-probe-merge',
  deadLetter: 'orders-probe-merge-failed',
  key: 'orderId',
  run: runMerge,
  abandon: async (services, orderId) => {
    await finishOrder(services, orderId, { status: 'failed', message: PROCESSING_FAILED_MESSAGE });
  },
};

/** Enqueues the merge of an order's mailbox verdicts (a no-op while one is already queued for it). */
export async function enqueueMerge(services: OrderJobServices, orderId: string): Promise<void> {
  await sendOrderJob(services, mergeJob, orderId);
}

/** Merges the verdicts of `orderId` once all its batches are done, and completes the order. */
async function runMerge(services: MergeProbeDeps, orderId: string, attempt: OrderJobAttempt): Promise<void> {
  const probe = await loadOrderProbe(services.database, orderId);
  if (!probe) return;
  const found = await orderVerdicts(services.database, orderId);
  // A batch still open sends the merge again when it is done.
  if (!found) return;
  const order = await beginAttempt(services, orderId, 'upload_csv', { restartProgress: false });
  if (!order) return;
  const work = await mkdtemp(path.join(tmpdir(), 'leadproof-merge-'));
  try {
    const unprobed = path.join(work, 'unprobed.csv');
    await pipeline(
      await services.storage.read(RESULTS_BUCKET, probe.unprobed_path),
      createWriteStream(unprobed),
    );
    const resultsFile = path.join(work, 'results.csv');
    // Bounce reports' per-domain calibration of the catch-all domains the check met (issue 37 item 6).
    const catchAllDomains = [...found.verdicts]
      .filter(([, verdict]) => verdict.reason === 'catch_all')
      .map(([address]) => address.slice(address.lastIndexOf('@') + 1).toLowerCase());
    const calibration = await catchAllCalibration(services.database, catchAllDomains);
    const report = await applyMailboxVerdicts(unprobed, resultsFile, probe.report as VerifyReport, {
      verdictOf: (address) => found.verdicts.get(address),
      checked: true,
      outage: probe.outage,
      retriedAddresses: found.retried,
      catchAllBounces: (domain) => calibration.get(domain),
    });
    await deliverResults(services, order, report, resultsFile);
  } catch (error) {
    services.logger.warn('probe merge attempt failed', {
      orderId,
      attempt: attempt.retryCount + 1,
      err: error,
    });
    if (attempt.retryCount >= attempt.retryLimit) {
      await finishOrder(services, orderId, { status: 'failed', message: PROCESSING_FAILED_MESSAGE });
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Registers the merge worker and the handler of merges whose worker kept dying. */
export const registerProbeMerge: WorkerRegistration<Services> = (jobs, services) =>
  workOrderJob(jobs, services, mergeJob);
