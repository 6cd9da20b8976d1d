/**
 * `upload-complete`: checks the uploaded file, counts its data rows with the engine's own reader, seals it,
 * places a hold of rows × price (one debit, settled when the order ends), and queues verification. Calling it again for the same order never charges
 * again: the debit's idempotency key is the order, and an order past `pending` is answered as it stands.
 */

import { creditsFor } from '@leadproof/contract/money';
import { isEngineInputError } from '@leadproof/engine';
import { InsufficientCreditsError } from '../credits/insufficient-credits-error';
import type { OrderRow } from '../db/order-row';
import { ApiError } from '../errors/api-error';
import type { OrderJobServices } from '../jobs/order-job';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { storedUploadSize } from '../storage/stored-upload';
import { NotTextError } from './csv-records';
import { getOrderOrThrow } from './get-order-or-throw';
import { inspectUpload, type UploadInspection } from './inspect-upload';
import { type OrderStoreDeps, startUploadOrder } from './order-store';
import { enqueueVerification } from './verification-job';

const EMPTY_FILE = 'The file is empty. Upload a CSV with a header row and at least one data row.';

/**
 * What confirming an upload needs: the order and the price, the storage that holds the file, the store that places
 * the hold, and the queue of the verification it starts.
 */
export type ConfirmUploadDeps = OrderStoreDeps & OrderJobServices & Pick<Services, 'database' | 'storage'>;

/** Confirms the upload of `path` for the user's order; returns the order after the step. */
export async function confirmUpload(
  services: ConfirmUploadDeps,
  userId: string,
  orderId: string,
  path: string,
): Promise<OrderRow> {
  const { database, storage } = services;
  const order = await getOrderOrThrow(database, userId, orderId);
  if (order.type !== 'upload_csv') {
    throw new ApiError({ code: 'conflict', message: 'Only upload_csv orders take an uploaded file.' });
  }
  if (!order.upload_path || path !== order.upload_path) {
    throw new ApiError({
      code: 'bad_request',
      message:
        'This path was not issued for this order. Request an upload URL for the order and upload the file there.',
    });
  }
  if (order.status !== 'pending') {
    // Already confirmed: make sure its job exists (a crash may have lost it), then answer as it stands.
    if (order.status === 'in_progress') await enqueueVerification(services, orderId);
    return order;
  }

  await storedUploadSize(storage, path, {
    missing: 'No file has been uploaded to this path yet. Upload the file, then confirm.',
    empty: EMPTY_FILE,
  });

  let upload: UploadInspection;
  try {
    upload = await inspectUpload(await storage.read(UPLOADS_BUCKET, path), {
      sheet: order.sheet ?? undefined,
    });
  } catch (error) {
    if (error instanceof NotTextError) {
      throw new ApiError({
        code: 'bad_request',
        message: `This file is not a CSV: it looks like ${error.what}. Export your list as CSV (comma-separated values) and upload it again.`,
      });
    }
    if (isEngineInputError(error)) throw new ApiError({ code: 'bad_request', message: error.message });
    throw error;
  }
  if (order.sheet !== null && upload.format === 'csv') {
    throw new ApiError({
      code: 'bad_request',
      message: `This order is for the sheet "${order.sheet}" of an Excel workbook, but the file is a CSV, which has no sheets. Start a new order without a sheet, or upload the .xlsx workbook.`,
    });
  }
  if (upload.records === 0) throw new ApiError({ code: 'bad_request', message: EMPTY_FILE });
  if (upload.rows === 0) {
    throw new ApiError({
      code: 'bad_request',
      message: 'The file has a header row but no data rows. Add your contacts and upload it again.',
    });
  }
  const rows = upload.rows;
  // From here on no ticket can replace what was counted; the job checks the bytes against the hash all the same
  // (an upload that landed between the count and the seal fails the order, with a refund).
  const confirmedPath = await storage.seal(UPLOADS_BUCKET, path);

  const price = await database.db
    .selectFrom('pricing')
    .select('price_per_row')
    .where('type', '=', 'upload_csv')
    .executeTakeFirstOrThrow();
  const cost = creditsFor(rows, price.price_per_row);
  let updated: OrderRow | undefined;
  try {
    updated = await startUploadOrder(services, {
      id: orderId,
      userId,
      rows,
      cost,
      file: { path: confirmedPath, size: upload.size, sha256: upload.sha256, format: upload.format },
    });
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    throw new ApiError({
      code: 'payment_required',
      message: `Not enough credits: this file has ${rows} row(s) and costs ${cost} credits, and your balance is ${error.balance}. Add ${error.shortfall} credits and confirm again.`,
    });
  }
  await enqueueVerification(services, orderId);
  return updated ?? (await getOrderOrThrow(database, userId, orderId));
}
