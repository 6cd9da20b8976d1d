/** Picks up an order's mailbox check where it stands, for a verification attempt that finds one planned. */

import type { OrderRow } from '../../db/order-row';
import type { OrderJobServices } from '../../jobs/order-job';
import type { Services } from '../../services';
import { type OrderStoreDeps, recordProgress } from '../order-store';
import { enqueueMerge } from './merge-probe-job';
import { loadOrderProbe } from './probe-batches';
import { enqueueOpenBatches, type ProbeQueueDeps } from './probe-batch-job';

/** What resuming needs: the plan's database, the store for the progress, and the probe and merge queues. */
export type ResumeProbeDeps = OrderStoreDeps & ProbeQueueDeps & OrderJobServices & Pick<Services, 'database'>;

/** Re-enqueues the open batches (or the merge) of `order`'s planned mailbox check; false when none is planned. */
export async function resumeProbe(services: ResumeProbeDeps, order: OrderRow): Promise<boolean> {
  if (!(await loadOrderProbe(services.database, order.id))) return false;
  // The engine's part is done: the attempt counted above set the rows processed back to 0.
  await recordProgress(services, order.id, order.row_count ?? 0);
  await enqueueOpenBatches(services, order.id);
  await enqueueMerge(services, order.id);
  return true;
}
