/**
 * `POST /api/orders {type: 'buy_leads'}`: creates the order and debits `count × price` in one
 * transaction (402 with the shortfall when the balance is short, and then nothing is written), then
 * queues the purchase job. A profile that cannot fill the count now is refused before any charge.
 */
import { randomUUID } from 'node:crypto';
import type { BuyLeadsRequestDetails } from '@leadproof/sdk';
import { InsufficientCreditsError } from '../../credits/insufficientCreditsError';
import { ApiError } from '../../errors/apiError';
import type { OrderRow } from '../../orders/orderResponse';
import type { Services } from '../../services';
import { quoteLeads } from '../quoteLeads';
import { enqueueLeadPurchase } from './leadPurchaseJob';

/** Creates a buy_leads order for `userId`; returns it in progress. */
export async function createLeadPurchase(
  services: Services,
  userId: string,
  details: BuyLeadsRequestDetails,
): Promise<OrderRow> {
  const { database, creditLedger } = services;
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
    const order = await database.db.transaction().execute(async (trx) => {
      const { transaction: debit } = await creditLedger.debit(
        {
          userId,
          amount: quote.cost,
          reason: 'order',
          description: `Order ${orderId.slice(0, 8)}: ${details.count} lead(s) to source and verify`,
          orderId,
          idempotencyKey: `order:${orderId}:debit`,
        },
        trx,
      );
      return trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: userId,
          type: 'buy_leads',
          status: 'in_progress',
          // The price is kept with the order: what a shortfall refunds per lead, whatever pricing does later.
          request_details: JSON.stringify({ ...details, pricePerRow: quote.pricePerRow }),
          row_count: details.count,
          credits_used: quote.cost,
          debit_transaction_id: debit.id,
          demo: quote.demo,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    // The order and its debit are committed; a lost job is queued again when workers next start.
    await enqueueLeadPurchase(services, orderId).catch((error: Error) =>
      services.logger.error(`order ${orderId}: lead purchase job not queued: ${error.message}`),
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
