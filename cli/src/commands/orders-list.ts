import { type Order, type OrderCounts, type OrderStatus, orderStatuses } from '@leadproof/contract/orders';
import { orderName, shortId, statusLabel } from '../orders';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof orders list`. */
export interface OrdersListOptions extends CommandOptions {
  /** `--status`: only orders in this status. */
  status?: OrderStatus | undefined;
  /** `--all`: every order instead of the latest 20. */
  all: boolean;
}

/** The page size of `orders list` without `--all` (the dashboard's and the transactions' too). */
export const ORDERS_PAGE_SIZE = 20;

/** `12 orders: 2 pending, 1 in progress, 8 completed, 1 failed`: the counts that are not zero. */
export function describeCounts(counts: OrderCounts): string {
  const parts = orderStatuses
    .filter((s) => counts[s] > 0)
    .map((s) => `${formatNumber(counts[s])} ${statusLabel(s)}`);
  const total = `${formatNumber(counts.all)} order${counts.all === 1 ? '' : 's'}`;
  return parts.length ? `${total}: ${parts.join(', ')}` : total;
}

/** Widest NAME a row of `orders list` shows: one order per terminal line. `orders show` prints it whole. */
const NAME_WIDTH = 32;

function truncate(text: string, width: number): string {
  const chars = [...text];
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text;
}

/** `leadproof orders list`: your orders, newest first; the latest 20, or every one with `--all`. */
export async function runOrdersList(options: OrdersListOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  const status = options.status;
  let items: Order[] = [];
  let nextOffset: number | null = null;
  let counts: OrderCounts | undefined;
  const pages = client.orders.list({ status, limit: options.all ? 100 : ORDERS_PAGE_SIZE }, { signal });
  for await (const page of (await pages).iterPages()) {
    items = [...items, ...page.items];
    nextOffset = page.nextOffset;
    counts = page.counts;
    if (!options.all) break;
  }
  output.result({ items, nextOffset, counts }, () => {
    if (items.length === 0)
      return status
        ? `No ${statusLabel(status)} orders.`
        : 'No orders yet. Upload a list with `leadproof upload leads.csv`.';
    const lines = table([
      ['ID', 'NAME', 'STATUS', 'TYPE', 'CREATED', 'ROWS', 'CREDITS'],
      ...items.map((o) => [
        shortId(o.id),
        truncate(orderName(o), NAME_WIDTH),
        statusLabel(o.status),
        o.type,
        formatTime(o.createdAt),
        o.rowCount === null ? 'N/A' : formatNumber(o.rowCount),
        formatNumber(o.creditsUsed ?? 0),
      ]),
    ]);
    if (counts) lines.push('', describeCounts(counts));
    if (nextOffset !== null) {
      const more = `leadproof orders list${status ? ` --status ${status}` : ''} --all`;
      lines.push(output.style('dim', `Older orders: ${more}`));
    }
    return lines;
  });
}
