/**
 * `POST /api/orders {type: 'buy_leads'}`: creates the order and debits `count × price` in one
 * transaction (402 with the shortfall when the balance is short, and then nothing is written), then
 * queues the purchase job. A profile that cannot fill the count now is refused before any charge.
 */
import { randomUUID } from 'node:crypto';
import type { BuyLeadsRequestDetails } from '@leadproof/contract/leads';
import { InsufficientCreditsError } from '../../credits/insufficient-credits-error';
import type { OrderRow } from '../../db/order-row';
import { ApiError } from '../../errors/api-error';
import type { OrderJobServices } from '../../jobs/order-job';
import { insertLeadPurchase, type OrderStoreDeps } from '../../orders/order-store';
import type { Services } from '../../services';
import { type CustomerContactsDeps, recordPendingContacts } from '../customer-contacts-job';
import { quoteLeads } from '../quote-leads';
import { enqueueLeadPurchase } from './lead-purchase-job';

/**
 * What buying leads needs: the quote's database (and storage, for contacts still to record), the store that holds
 * the credits, the job's queue, the log.
 */
export type CreateLeadPurchaseDeps = OrderStoreDeps &
  OrderJobServices &
  CustomerContactsDeps &
  Pick<Services, 'database' | 'logger'>;

/** Creates a buy_leads order for `userId`; returns it in progress. */
export async function createLeadPurchase(
  services: CreateLeadPurchaseDeps,
  userId: string,
  details: BuyLeadsRequestDetails,
): Promise<OrderRow> {
  const { database } = services;
  // The availability check counts none of the customer's contacts, those of an upload completed moments ago included.
  await recordPendingContacts(services, userId);
  const quote = await quoteLeads(database, userId, details.icp, details.count);
  if (quote.available < details.count) {
    throw new ApiError({
      code: 'conflict',
      message:
        quote.available === 0
          ? 'No leads matching this profile are available to you. Widen the profile (more industries, countries, seniorities or company sizes) and try again.'
          : `Only ${quote.available} lead(s) matching this profile are available to you. Ask for ${quote.available} or fewer, or widen the profile.`,
    });
  }
  const orderId = randomUUID();
  try {
    const order = await insertLeadPurchase(services, {
      id: orderId,
      userId,
      details,
      pricePerRow: quote.pricePerRow,
      cost: quote.cost,
      demo: quote.demo,
    });
    // The order and its debit are committed; a lost job is queued again when workers next start.
    await enqueueLeadPurchase(services, orderId).catch((error: Error) =>
      services.logger.error('lead purchase job not queued', { orderId, err: error }),
    );
    return order;
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    throw new ApiError({
      code: 'payment_required',
      message: `Not enough credits: ${details.count} lead(s) cost ${quote.cost} credits and your balance is ${error.balance}. Add ${error.shortfall} credits and try again.`,
    });
  }
}
