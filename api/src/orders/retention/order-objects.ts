/** Every object storage may hold for one order, so that deleting an order's files leaves none behind. */

import type { OrderRow } from '../../db/order-row';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../../storage/object-storage';
import { originalPath, resultsPath, unprobedResultsPath } from '../order-paths';

/** A stored object: its bucket and path. */
export type StoredObject = { bucket: string; path: string };

/**
 * The order's objects, whether or not each still exists: the upload (the path its ticket was for and the sealed
 * copy that upload-complete froze, where sealing made one), the results, and the engine's unprobed results that
 * the mailbox check stages (removed when the order ends, unless that removal failed). Paths the order recorded
 * and the paths the pipeline writes to are both listed, so a row from an older release loses nothing either: an
 * upload is at `original.xlsx` or `original.csv` by its format, and every upload before that was at `original.csv`.
 */
export function orderObjects(
  order: Pick<
    OrderRow,
    'id' | 'user_id' | 'type' | 'upload_path' | 'original_file_path' | 'result_file_path'
  >,
): StoredObject[] {
  const uploads =
    order.type === 'upload_csv'
      ? [
          order.upload_path,
          order.original_file_path,
          originalPath(order.user_id, order.id, 'csv'),
          originalPath(order.user_id, order.id, 'xlsx'),
        ]
      : [];
  const results = [
    order.result_file_path,
    resultsPath(order.user_id, order.id),
    ...(order.type === 'upload_csv' ? [unprobedResultsPath(order.user_id, order.id)] : []),
  ];
  const unique = (paths: Array<string | null>) => [...new Set(paths.filter((path) => path !== null))];
  return [
    ...unique(uploads).map((path) => ({ bucket: UPLOADS_BUCKET, path })),
    ...unique(results).map((path) => ({ bucket: RESULTS_BUCKET, path })),
  ];
}
