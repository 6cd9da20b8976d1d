/**
 * `upload-url`: a signed ticket for one order's file. Storage is not free: a customer with nothing to spend gets no
 * ticket, so an account at zero cannot park files with us (docs/decisions/billing-and-credits.md, "Billing").
 */
import type { UploadTicket } from '@leadproof/contract/orders';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { getOrderOrThrow } from './get-order-or-throw';
import { expectedUploadFormat, originalPath } from './order-paths';
import { type OrderStoreDeps, recordUploadPath } from './order-store';

/** What issuing an upload ticket needs: the order and the balance it checks, the storage that signs, the store. */
export type IssueUploadTicketDeps = OrderStoreDeps & Pick<Services, 'database' | 'creditLedger' | 'storage'>;

/** Issues the upload ticket of the user's pending `upload_csv` order. */
export async function issueUploadTicket(
  services: IssueUploadTicketDeps,
  userId: string,
  orderId: string,
): Promise<UploadTicket> {
  const { database, storage, creditLedger } = services;
  const order = await getOrderOrThrow(database, userId, orderId);
  if (order.type !== 'upload_csv' || order.status !== 'pending') {
    throw new ApiError({ code: 'conflict', message: 'This order is not waiting for an upload.' });
  }
  const balance = await creditLedger.balance(userId);
  if (balance <= 0) {
    throw new ApiError({
      code: 'payment_required',
      message: `Your balance is ${balance} credits, so there is nothing to verify a list with. Add credits on the billing page, then upload.`,
    });
  }
  const path = originalPath(userId, orderId, expectedUploadFormat(order));
  const ticket = await storage.createSignedUpload(UPLOADS_BUCKET, path, { upsert: true });
  // The ticket's issue time: a pending order expires when its latest ticket has (pendingOrderExpiry).
  await recordUploadPath(services, orderId, path);
  return { path: ticket.path, token: ticket.token, bucket: UPLOADS_BUCKET };
}
