/**
 * How the CLI names and shows orders: SPEC §9's 8-character short ids, statuses with spaces, the
 * download file names, and finding an order from a short id.
 * @module
 */
import type { Order, OrderFile, OrderResultsFilter, OrderResultsFormat } from '@leadproof/sdk';
import type { Leadproof } from '@leadproof/sdk/node';
import { resolveIdPrefix } from './idPrefix';

/** SPEC §9: order ids display 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** SPEC §4: underscores display as spaces (`needs fix`, `in progress`). */
export function statusLabel(status: Order['status']): string {
  return status.replace(/_/g, ' ');
}

/**
 * SPEC §9's download names, `order-{short id}-original.csv` and `order-{short id}-results.csv`; a filtered
 * download of the results is `order-{short id}-{filter}.csv` (`-clean`, `-invalid`, `-duplicates`).
 */
export function downloadFileName(
  id: string,
  file: OrderFile,
  filter?: OrderResultsFilter,
  format: OrderResultsFormat = 'csv',
): string {
  return `order-${shortId(id)}-${filter ?? file}.${format}`;
}

/**
 * The full id of the order `id` names: a full id as is, or the one order whose id starts with it (the
 * 8 characters `orders list` shows).
 */
export async function resolveOrderId(client: Leadproof, id: string, signal: AbortSignal): Promise<string> {
  return resolveIdPrefix(id, { noun: 'order', plural: 'orders', listCommand: 'orders list' }, async () =>
    (await client.orders.listAll({ limit: 100 }, { signal })).map((order) => order.id),
  );
}
