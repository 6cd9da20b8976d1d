/** Deleting an ended order's stored files, and marking it so: shared by the retention job and `DELETE …/files`. */

import type { OrderRow } from '../../db/order-row';
import type { Trx } from '../../db/trx';
import type { ObjectStorage } from '../../storage/object-storage';
import { recordFilesDeleted } from '../order-store';
import { orderObjects } from './order-objects';

/** Why the files go: the file retention of `days` days, or a request through the API (dashboard, CLI, SDK). */
export type FilesDeletion = { by: 'retention'; days: number } | { by: 'request' };

/**
 * Removes every object of `order` (one already missing is fine), then marks it `files_deleted_at = now`. The
 * caller's `trx` holds the order's row lock, so a second run (another worker, a request) waits for this one or
 * skips the order; the mark comes last, so a failure half-way leaves the order unmarked and the next run
 * finishes it.
 */
export async function deleteOrderFiles(
  trx: Trx,
  storage: ObjectStorage,
  order: OrderRow,
  deletion: FilesDeletion,
  now: Date,
): Promise<void> {
  for (const object of orderObjects(order)) await storage.remove(object.bucket, object.path);
  await recordFilesDeleted(trx, order.id, deletion.by === 'retention' ? deletion.days : null, now);
}
