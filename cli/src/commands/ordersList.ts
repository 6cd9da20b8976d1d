import type { OrderStatus } from '@leadproof/sdk';
import { shortId, statusLabel } from '../orders';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof orders list`. */
export interface OrdersListOptions extends CommandOptions {
  /** `--status`: only orders in this status. */
  status?: OrderStatus | undefined;
}

/** `leadproof orders list`: your orders, newest first. */
export async function runOrdersList(options: OrdersListOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const items = await client.orders.list(options.status ? { status: options.status } : {}, {
    signal: options.runtime.signal,
  });
  output.result({ items }, () => {
    if (items.length === 0)
      return options.status
        ? `No ${statusLabel(options.status)} orders.`
        : 'No orders yet. Upload a list with `leadproof upload leads.csv`.';
    return table([
      ['ID', 'STATUS', 'TYPE', 'CREATED', 'ROWS', 'CREDITS'],
      ...items.map((o) => [
        shortId(o.id),
        statusLabel(o.status),
        o.type,
        formatTime(o.createdAt),
        o.rowCount === null ? 'N/A' : formatNumber(o.rowCount),
        formatNumber(o.creditsUsed ?? 0),
      ]),
    ]);
  });
}
