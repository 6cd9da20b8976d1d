import { isFinalOrderStatus } from '@leadproof/contract/final-order-statuses';
import type { Order } from '@leadproof/contract/orders';
import type { Leadproof } from '../client';
import { sleep } from '../internal/signal';

/** Options of `client.orders.poll`. */
export interface OrderPollParams {
  /** Called with the order after every poll (its `progress` holds rows processed while in progress). */
  onProgress?: ((order: Order) => void) | undefined;
  /** Stops waiting; the promise rejects with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
  /** Pause between polls. @unit milliseconds @default 2000 */
  intervalMs?: number | undefined;
}

/** Polls `GET /api/orders/{id}` until the order reaches a final status. */
export async function waitForOrder(
  client: Leadproof<false>,
  id: string,
  options: OrderPollParams,
): Promise<Order> {
  for (;;) {
    const order = await client.orders.retrieve(id, { signal: options.signal });
    options.onProgress?.(order);
    if (isFinalOrderStatus(order.status)) return order;
    await sleep(options.intervalMs ?? 2000, options.signal);
  }
}
