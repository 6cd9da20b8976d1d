import type { OrderRow } from '../db/order-row';
import type { Trx } from '../db/trx';
import type { JobQueue } from '../jobs/job-queue';
import { toOrderResponse } from '../orders/order-response';
import { recordWebhookEvent } from './record-webhook-event';
import { subscribedEndpoints } from './subscribed-endpoints';

/**
 * Records `order.completed`, `order.needs_fix` or `order.failed` for an order that has just reached that status, in
 * the transaction that moved it there. `data.order` is the order as `GET /api/orders/{id}` answers it (with
 * `fileRetentionDays`, `config.fileRetentionDays`, its `filesDeleteAt`).
 */
export async function recordOrderEnded(
  trx: Trx,
  jobs: JobQueue,
  order: OrderRow,
  fileRetentionDays: number,
): Promise<void> {
  if (order.status !== 'completed' && order.status !== 'needs_fix' && order.status !== 'failed') return;
  const type = `order.${order.status}` as const;
  const endpoints = await subscribedEndpoints(trx, order.user_id, type);
  await recordWebhookEvent(
    trx,
    jobs,
    order.user_id,
    {
      type,
      timestamp: new Date().toISOString(),
      data: { order: toOrderResponse(order, { fileRetentionDays }) },
    },
    endpoints.map(({ id }) => id),
  );
}
