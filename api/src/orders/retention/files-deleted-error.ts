/**
 * The answer to a download of an order whose files are gone: 410 `files_deleted`, in words that say when and why.
 * The dashboard shows this message in place of the preview, and the CLI prints it.
 */

import type { OrderRow } from '../../db/order-row';
import { ApiError } from '../../errors/api-error';

/**
 * Why the order's files are gone, for the customer: "Files deleted after 30 days: …" when the file retention
 * deleted them (`retentionDays`), "Files deleted on 2026-12-25: …" when someone asked (null). Dates are UTC days.
 */
export function filesDeletedMessage(deletedAt: Date, retentionDays: number | null): string {
  const on = deletedAt.toISOString().slice(0, 10);
  const kept = 'The order, its figures and its receipt are kept.';
  return retentionDays !== null
    ? `Files deleted after ${retentionDays} days: this order's files were deleted on ${on} under the file retention policy. ${kept}`
    : `Files deleted on ${on}: this order's files were deleted on request. ${kept}`;
}

/** Throws 410 `files_deleted` when the order's files were deleted; returns otherwise. */
export function assertFilesKept(order: Pick<OrderRow, 'files_deleted_at' | 'files_retention_days'>): void {
  if (order.files_deleted_at === null) return;
  throw new ApiError({
    code: 'files_deleted',
    message: filesDeletedMessage(new Date(order.files_deleted_at), order.files_retention_days),
  });
}
