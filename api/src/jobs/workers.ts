/**
 * Every job handler of the product, registered in whichever process runs workers: the embedded
 * server, or a production `worker` process. Features add their queue and handler here.
 */
import { registerRateLimitPrune } from '../auth/rateLimitPrune';
import { registerCreditExpiry } from '../credits/expiryJob';
import { registerLeadPurchase } from '../leads/purchase/leadPurchaseJob';
import { registerPendingOrderExpiry } from '../orders/pendingOrderExpiry';
import { registerVerification } from '../orders/verificationJob';
import type { Services } from '../services';
import type { JobQueue } from './jobQueue';

export type WorkerRegistration = (jobs: JobQueue, services: Services) => Promise<void>;

/** Starts every job handler of the product on `jobs`; each feature adds its registration here. */
export async function startWorkers(jobs: JobQueue, services: Services): Promise<void> {
  // The schedules first, the order jobs last: a process takes customers' jobs only once the rest of its set-up
  // has nothing left that could fail.
  for (const register of [
    registerCreditExpiry,
    registerPendingOrderExpiry,
    registerRateLimitPrune,
    registerVerification,
    registerLeadPurchase,
  ])
    await register(jobs, services);
}
