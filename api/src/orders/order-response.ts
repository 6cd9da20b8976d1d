/** An `orders` row in the contract's `Order` shape (`@leadproof/contract/orders` `orderSchema`). */
import { buyLeadsRequestDetailsSchema } from '@leadproof/contract/leads';
import type { OrderMeasuredAccuracy } from '@leadproof/contract/order-report';
import type { Order, OrderMailboxProgress } from '@leadproof/contract/orders';
import type { OrderRow } from '../db/order-row';
import { filesDeleteAt } from './retention/files-delete-at';

/** What an order's response needs besides its row. */
export interface OrderResponseOptions {
  /** `FILE_RETENTION_DAYS` (`config.fileRetentionDays`): when an ended order's files are deleted; 0 never. */
  fileRetentionDays: number;
  /** The mailbox check's progress, while the order is in the probe step. */
  mailbox?: OrderMailboxProgress | undefined;
}

/** Serializes an order for the API. */
export function toOrderResponse(row: OrderRow, { fileRetentionDays, mailbox }: OrderResponseOptions): Order {
  const deleteAt = filesDeleteAt(row, fileRetentionDays);
  return {
    id: row.id,
    type: row.type,
    fileName: row.file_name,
    sheet: row.sheet,
    originalFormat: row.original_format,
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
    ...leadRequest(row),
    filesDeletedAt: row.files_deleted_at ? new Date(row.files_deleted_at).toISOString() : null,
    filesDeleteAt: deleteAt ? deleteAt.toISOString() : null,
    measuredAccuracy: toMeasuredAccuracy(row),
  };
}

/** A lead purchase's profile as it was bought; none for uploads, nor once an account's erasure cleared the details. */
function leadRequest(row: OrderRow): Pick<Order, 'leadRequest'> {
  if (row.type !== 'buy_leads') return {};
  const details = buyLeadsRequestDetailsSchema.safeParse(row.request_details);
  return details.success ? { leadRequest: details.data } : {};
}

/** The order's measured accuracy as the API shows it; null until a settled report touched it. */
function toMeasuredAccuracy(
  row: Pick<OrderRow, 'measured_valid_addresses' | 'measured_hard_bounces' | 'measured_at'>,
): OrderMeasuredAccuracy | null {
  const valid = row.measured_valid_addresses;
  const hard = row.measured_hard_bounces;
  if (valid === null || hard === null || row.measured_at === null || valid === 0) return null;
  return {
    validAddresses: valid,
    reportedHardBounces: hard,
    accuracy: 1 - hard / valid,
    measuredAt: new Date(row.measured_at).toISOString(),
  };
}
