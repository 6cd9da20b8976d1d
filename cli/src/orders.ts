/**
 * How the CLI names and shows orders: 8-character short ids, statuses with spaces, the
 * download file names, and finding an order from a short id.
 * @module
 */
import { leadRequestSummary, orderDownloadFileName } from '@leadproof/contract/order-names';
import type { Order, OrderFile, OrderResultsFilter, OrderResultsFormat } from '@leadproof/contract/orders';
import type { Leadproof } from '@leadproof/sdk/node';
import { ExitError, exitCodes } from './errors';
import { resolveIdPrefix } from './id-prefix';
import type { Output } from './output';

/** An order id as the product displays it: its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A status as the product displays it: underscores become spaces (`needs fix`, `in progress`). */
export function statusLabel(status: Order['status']): string {
  return status.replace(/_/g, ' ');
}

/**
 * The name a download is saved under, after the uploaded file (`acme-leads.verified.csv`, `acme-leads.clean.csv`,
 * `acme-leads.original.csv`, or `.original.xlsx` for a workbook), or `order-{short id}-results.csv` for an order
 * without a file name.
 */
export function downloadFileName(
  order: Pick<Order, 'id' | 'fileName'> & Partial<Pick<Order, 'originalFormat'>>,
  file: OrderFile,
  filter?: OrderResultsFilter,
  format?: OrderResultsFormat,
): string {
  // Without --format the original keeps the format it was uploaded in (`acme-leads.original.xlsx`).
  return orderDownloadFileName(order, file, { filter, extension: format });
}

/** The order's file name, or for a lead purchase its profile, as `orders list` and `orders show` print it. */
export function orderName(order: Order): string {
  if (order.fileName) return order.fileName;
  return order.leadRequest ? leadRequestSummary(order.leadRequest) : '';
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

/**
 * Ends a command that waited for `order` when it ended other than completed: prints the result (`data` with the
 * order and no results path) and throws the exit error that names the status and why.
 */
export function exitUnlessCompleted(output: Output, order: Order, data: Record<string, unknown>): void {
  if (order.status === 'completed') return;
  const short = shortId(order.id);
  output.result({ order, ...data, resultsPath: null }, () => `Order ${short} ${statusLabel(order.status)}.`);
  throw new ExitError(
    exitCodes.error,
    `Order ${short} ended ${statusLabel(order.status)}${order.statusMessage ? `: ${order.statusMessage}` : '.'}`,
    order.status,
  );
}
