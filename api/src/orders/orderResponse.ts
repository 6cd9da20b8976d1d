/** An `orders` row in the contract's `Order` shape (`@leadproof/sdk` `orderSchema`). */
import type { Order, OrderMailboxProgress } from '@leadproof/sdk';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../db/schema';

export type OrderRow = Selectable<OrdersTable>;

/** Serializes an order for the API; `mailbox` is its mailbox check's progress while it is in the probe step. */
export function toOrderResponse(row: OrderRow, mailbox?: OrderMailboxProgress): Order {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    rowCount: row.row_count,
    creditsUsed: row.credits_used,
    resultFilePath: row.result_file_path,
    ...(row.status === 'in_progress' && row.row_count !== null
      ? {
          progress: {
            rowsProcessed: Math.min(row.rows_processed, row.row_count),
            rowsTotal: row.row_count,
            ...(row.type === 'upload_csv' ? { phase: mailbox ? 'probing' : 'verifying' } : {}),
            ...(mailbox ? { mailbox } : {}),
          },
        }
      : {}),
    statusMessage: row.status_message,
    ...(row.stats ? { stats: row.stats } : {}),
    ...(row.billing ? { billing: row.billing } : {}),
    ...(row.demo ? { demo: true } : {}),
  };
}
