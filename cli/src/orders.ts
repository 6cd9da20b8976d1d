/**
 * How the CLI names and shows orders: SPEC §9's 8-character short ids, statuses with spaces, the
 * download file names, and finding an order from a short id.
 * @module
 */
import type { Order, OrderFile, OrderResultsFilter } from '@leadproof/sdk';
import type { Leadproof } from '@leadproof/sdk/node';
import { UsageError } from './errors';

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
export function downloadFileName(id: string, file: OrderFile, filter?: OrderResultsFilter): string {
  return `order-${shortId(id)}-${filter ?? file}.csv`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The full id of the order `id` names: a full id as is, or the one order whose id starts with it (the
 * 8 characters `orders list` shows).
 */
export async function resolveOrderId(client: Leadproof, id: string, signal: AbortSignal): Promise<string> {
  if (UUID.test(id)) return id;
  if (id.length < 4)
    throw new UsageError(`Order id "${id}" is too short: give at least 4 characters (orders list shows 8).`);
  const matches = (await client.orders.list({}, { signal })).filter((order) =>
    order.id.startsWith(id.toLowerCase()),
  );
  if (matches.length === 1 && matches[0]) return matches[0].id;
  if (matches.length === 0) throw new UsageError(`No order of yours has an id starting with "${id}".`);
  throw new UsageError(`"${id}" matches ${matches.length} orders: give more characters of the id.`);
}
