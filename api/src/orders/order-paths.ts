import type { UploadFormat } from '@leadproof/contract/orders';

/** Where an order's files live in storage: one folder per user and order. */

/**
 * The upload of an order, named after its format: `original.xlsx` for a workbook, `original.csv` (where every order
 * before issue 42's fix kept its upload, whatever it held) for a CSV.
 */
export const originalPath = (userId: string, orderId: string, format: UploadFormat = 'csv') =>
  `${userId}/${orderId}/original.${format}`;

/**
 * The format an upload is expected in before its bytes are seen, for its ticket's path: a workbook when the order's
 * file is named `.xlsx` or a sheet was chosen. Upload-complete then reads the real one from the bytes
 * (`original_format`), which the download follows.
 */
export const expectedUploadFormat = (order: {
  file_name: string | null;
  sheet: string | null;
}): UploadFormat =>
  order.sheet !== null || order.file_name?.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
export const resultsPath = (userId: string, orderId: string) => `${userId}/${orderId}/results.csv`;
/** The engine's results of an order whose mailbox check is under way; the merge writes `resultsPath` from them. */
export const unprobedResultsPath = (userId: string, orderId: string) =>
  `${userId}/${orderId}/results.unprobed.csv`;
