/** Which stored file a download of an order's CSV serves, and the errors when there is none (yet, or any more). */

import type { OrderRow } from '../db/order-row';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { getOrderOrThrow } from './get-order-or-throw';
import { assertFilesKept } from './retention/files-deleted-error';

/** What finding an order's file needs: the order, and the storage that holds its original. */
export type OrderFilesDeps = Pick<Services, 'database' | 'storage'>;

/** A stored file of an order: its path in its bucket, and the order (which names the download). */
export interface OrderFileLocation {
  path: string;
  order: OrderRow;
}

/**
 * The path of the user's uploaded original (sealed or still open), in `UPLOADS_BUCKET`; 404 while there is none,
 * 410 once the order's files were deleted.
 */
export async function originalFileOf(
  services: OrderFilesDeps,
  userId: string,
  orderId: string,
): Promise<OrderFileLocation> {
  const order = await getOrderOrThrow(services.database, userId, orderId);
  const path = order.original_file_path ?? order.upload_path;
  if (path) assertFilesKept(order);
  if (!path || !(await services.storage.stat(UPLOADS_BUCKET, path))) {
    throw new ApiError({ code: 'not_found', message: 'This order has no uploaded file yet.' });
  }
  return { path, order };
}

/**
 * The path of the results file of the user's order, in `RESULTS_BUCKET`; 409 until the order is completed, 410
 * once its files were deleted.
 */
export async function resultsFileOf(
  services: Pick<OrderFilesDeps, 'database'>,
  userId: string,
  orderId: string,
): Promise<OrderFileLocation> {
  const order = await getOrderOrThrow(services.database, userId, orderId);
  if (order.status !== 'completed' || !order.result_file_path) {
    throw new ApiError({
      code: 'conflict',
      message: 'Results are not ready: the order is not completed yet.',
    });
  }
  assertFilesKept(order);
  return { path: order.result_file_path, order };
}
