/**
 * What the mailbox check leaves behind, removed when its order ends, whatever the end: its batches and plan (they
 * hold the customer's addresses) and the unprobed results file it merges into the final one.
 */
import type { Trx } from '../../db/trx';
import type { Services } from '../../services';
import { RESULTS_BUCKET } from '../../storage/object-storage';
import { unprobedResultsPath } from '../order-paths';

/** What removing an order's unprobed results needs: the storage, and the log for a removal that failed. */
export type ProbeCleanupDeps = Pick<Services, 'storage' | 'logger'>;

/**
 * Deletes the probe batches and plans of `orderIds`, inside the caller's transaction: the one that ends the order,
 * or account deletion's.
 */
export async function deleteProbeState(trx: Trx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await trx.deleteFrom('probe_batches').where('order_id', 'in', orderIds).execute();
  await trx.deleteFrom('order_probes').where('order_id', 'in', orderIds).execute();
}

/**
 * Removes the unprobed results of an ended upload order: left by a mailbox check the order ended during (or after,
 * when its merge was cut short). A failure is logged, not thrown: the order has ended either way, and file
 * retention removes what is left under the order's folder.
 */
export async function removeUnprobedResults(
  { storage, logger }: ProbeCleanupDeps,
  order: { id: string; user_id: string },
): Promise<void> {
  await storage
    .remove(RESULTS_BUCKET, unprobedResultsPath(order.user_id, order.id))
    .catch((error: Error) => logger.warn('unprobed results not removed', { orderId: order.id, err: error }));
}
