/**
 * `POST /api/orders {type: upload_csv}`: a pending order, waiting for its file. A customer may have a few at once,
 * not an unbounded number of open upload slots (docs/decisions/billing-and-credits.md, "Billing").
 */
import type { UploadCsvOrderBody } from '@leadproof/contract/orders';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { SIGNED_UPLOAD_TTL_SECONDS } from '../storage/object-storage';
import { insertPendingUpload, type OrderStoreDeps } from './order-store';

/** What creating an upload order needs: the store, and the config for the pending uploads a user may hold. */
export type CreateUploadOrderDeps = OrderStoreDeps & Pick<Services, 'config'>;

/** Creates a pending upload order for the user; 409 when they already hold `config.pendingUploadsPerUser`. */
export async function createUploadOrder(
  services: CreateUploadOrderDeps,
  userId: string,
  requestDetails: UploadCsvOrderBody['requestDetails'],
): Promise<{ id: string }> {
  const limit = services.config.pendingUploadsPerUser;
  const order = await insertPendingUpload(services, userId, requestDetails, limit);
  if (!order) {
    throw new ApiError({
      code: 'conflict',
      message: `You have ${limit} ${limit === 1 ? 'upload' : 'uploads'} waiting for their file. Upload and confirm one of them, or wait until it expires (${SIGNED_UPLOAD_TTL_SECONDS / 3600} hours after its upload link), then start another.`,
    });
  }
  return order;
}
