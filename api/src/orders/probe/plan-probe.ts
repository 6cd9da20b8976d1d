/**
 * The step between the engine and the results when the mailbox check is on: the addresses the offline and DNS
 * checks left open are planned into domain-grouped batches for the probe queue, and the engine's results wait in
 * storage for the merge.
 */
import { createReadStream } from 'node:fs';
import { domainBatches, listProbeTargets, type VerifyReport } from '@leadproof/engine';
import type { OrderRow } from '../../db/order-row';
import type { Services } from '../../services';
import { RESULTS_BUCKET } from '../../storage/object-storage';
import { unprobedResultsPath } from '../order-paths';
import { type OrderStoreDeps, recordProgress } from '../order-store';
import { enqueueOpenBatches, type ProbeQueueDeps } from './probe-batch-job';
import { recordProbePlan } from './probe-batches';

/**
 * What planning needs: the config that turns the check on, the storage for the unprobed results, the database
 * for the plan, the store for the progress, and the probe queue.
 */
export type PlanProbeDeps = OrderStoreDeps &
  ProbeQueueDeps &
  Pick<Services, 'config' | 'storage' | 'database'>;

/**
 * Plans the mailbox check of `order` and enqueues its batches; returns false when no address needs asking (the
 * check is off, or every address was already decided), and the order finishes without it. `targetRows`, the rows
 * with an address to ask when the caller counted them as the engine wrote them, spares reading the file for none.
 */
export async function planProbe(
  services: PlanProbeDeps,
  order: OrderRow,
  report: VerifyReport,
  resultsFile: string,
  targetRows?: number,
): Promise<boolean> {
  if (!services.config.mailboxProbe || targetRows === 0) return false;
  const addresses = await listProbeTargets(resultsFile);
  if (addresses.length === 0) return false;
  const unprobedPath = unprobedResultsPath(order.user_id, order.id);
  await services.storage.write(RESULTS_BUCKET, unprobedPath, createReadStream(resultsFile), 'text/csv');
  await recordProbePlan(services.database, {
    orderId: order.id,
    report,
    unprobedPath,
    batches: domainBatches(addresses),
  });
  // The engine's part is done; the order's progress now counts addresses (`probeProgress`).
  await recordProgress(services, order.id, order.row_count ?? 0);
  await enqueueOpenBatches(services, order.id);
  return true;
}
