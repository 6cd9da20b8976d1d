/** `DELETE /api/orders/{id}/files`: the customer deletes an ended order's files now, before the retention does. */
import { isFinalOrderStatus } from '@leadproof/contract/final-order-statuses';
import { ApiError } from '../../errors/api-error';
import type { Services } from '../../services';
import { getOrderOrThrow } from '../get-order-or-throw';
import { deleteOrderFiles } from './delete-order-files';

/** What deleting an order's files needs: the database that marks it, and the storage that holds them. */
export type DeleteFilesOnRequestDeps = Pick<Services, 'database' | 'storage'>;

/**
 * Deletes the files of the user's order and marks it; nothing to do when they are already gone (a repeated call,
 * or the retention was first). 404 for another user's order; 409 while the order is open, since its job still
 * reads and writes them.
 */
export async function deleteFilesOnRequest(
  services: DeleteFilesOnRequestDeps,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await getOrderOrThrow(services.database, userId, orderId);
  await services.database.db.transaction().execute(async (trx) => {
    // The row lock: a retention run holding this order finishes first, and then this call finds nothing to do.
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (order.files_deleted_at !== null) return;
    if (!isFinalOrderStatus(order.status)) {
      throw new ApiError({
        code: 'conflict',
        message: `Order ${orderId.slice(0, 8)} is still ${order.status.replace('_', ' ')}: its files can be deleted once it has ended (completed, needs fix or failed).`,
      });
    }
    await deleteOrderFiles(trx, services.storage, order, { by: 'request' }, now);
  });
}
