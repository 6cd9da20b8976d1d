/**
 * `charge.refunded` and `charge.dispute.created`: money went back to the customer, so the credits it
 * bought are taken back (`creditLedger.takeBack`), in proportion to the amount reversed. Credits
 * already spent cannot be un-spent: the take-back then leaves a negative balance (a debt), which
 * blocks new orders until a later purchase settles it.
 *
 * Refunds are cumulative (`amount_refunded` grows with each partial refund), so each refund event
 * takes back what the refunded share calls for minus what earlier refunds took. A dispute takes its
 * own amount. Neither ever takes back more than the payment credited, nor credits of it that expired;
 * both are worked out under the ledger's lock on the user, so reversals arriving together add up.
 *
 * A reversal of a payment not credited yet (Stripe does not order its events) is answered 503 and not
 * recorded, so Stripe delivers it again until the purchase has landed.
 */
import { roundCredits } from '@leadproof/contract/money';
import { findPlan } from '@leadproof/contract/plans';
import { type Selectable, sql } from 'kysely';
import type { BillingPaymentsTable } from '../db/schema';
import type { Trx } from '../db/trx';
import { ApiError } from '../errors/api-error';
import { purchaseKey } from './credit-payment';
import { type ChargeShape, type DisputeShape, refId } from './stripe-shapes';
import type { WebhookDeps, WebhookOutcome } from './webhook-deps';

type Payment = Selectable<BillingPaymentsTable>;

const takeBackPrefix = (payment: Payment) => `${purchaseKey(payment.id)}:takeback:`;

/** Handles a (partial or full) refund of a charge. */
export async function handleChargeRefunded(
  deps: WebhookDeps,
  charge: ChargeShape,
  eventId: string,
): Promise<WebhookOutcome> {
  const payment = await findPayment(deps, refId(charge.payment_intent));
  if (!payment) return notCreditedYet(deps, `refund of charge ${charge.id}`);
  const share = charge.amount > 0 ? Math.min(1, charge.amount_refunded / charge.amount) : 1;
  const wanted = roundCredits(payment.credits * share);
  return takeBack(deps, payment, {
    amount: async (trx) => wanted - (await takenBack(trx, `${takeBackPrefix(payment)}refund:`)),
    what: 'refunded',
    key: `${takeBackPrefix(payment)}refund:${eventId}`,
  });
}

/** Handles a new dispute (chargeback) of a charge. */
export async function handleDisputeCreated(
  deps: WebhookDeps,
  dispute: DisputeShape,
): Promise<WebhookOutcome> {
  const payment = await findPayment(deps, refId(dispute.payment_intent));
  if (!payment) return notCreditedYet(deps, `dispute ${dispute.id} of charge ${refId(dispute.charge)}`);
  const share = payment.amount_cents > 0 ? Math.min(1, dispute.amount / payment.amount_cents) : 1;
  return takeBack(deps, payment, {
    amount: async () => roundCredits(payment.credits * share),
    what: 'disputed',
    key: `${takeBackPrefix(payment)}dispute:${dispute.id}`,
  });
}

async function takeBack(
  deps: WebhookDeps,
  payment: Payment,
  request: { amount: (trx: Trx) => Promise<number>; what: 'refunded' | 'disputed'; key: string },
): Promise<WebhookOutcome> {
  const purchase = await deps.database.db
    .selectFrom('credit_transactions')
    .selectAll()
    .where('id', '=', payment.credit_transaction_id)
    .executeTakeFirstOrThrow();
  const result = await deps.creditLedger.takeBack({
    purchase,
    amount: async (trx, { expired }) => {
      const left = payment.credits - expired - (await takenBack(trx, takeBackPrefix(payment)));
      return roundCredits(Math.min(await request.amount(trx), left));
    },
    description: (amount) =>
      `${findPlan(payment.plan_id)?.name ?? payment.plan_id} payment ${request.what}: ${amount.toLocaleString('en-US')} credits taken back`,
    idempotencyKey: request.key,
  });
  if (!result) return { outcome: 'nothing_to_take_back', userId: payment.user_id };
  return { outcome: result.created ? 'taken_back' : 'already_taken_back', userId: payment.user_id };
}

/** The credited payment a payment intent paid: a pack directly, a subscription month via its invoice. */
async function findPayment(deps: WebhookDeps, paymentIntentId: string | null): Promise<Payment | undefined> {
  if (!paymentIntentId) return undefined;
  const direct = await deps.database.db
    .selectFrom('billing_payments')
    .selectAll()
    .where('payment_intent_id', '=', paymentIntentId)
    .executeTakeFirst();
  if (direct) return direct;
  // Stripe's charges do not name their invoice; ask the provider which invoice this payment paid.
  const invoiceId = await deps.provider.invoiceIdForPaymentIntent(paymentIntentId);
  if (!invoiceId) return undefined;
  return deps.database.db
    .selectFrom('billing_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Credits already taken back under ledger keys starting with `prefix`. */
async function takenBack(trx: Trx, prefix: string): Promise<number> {
  const row = await trx
    .selectFrom('credit_transactions')
    .select(sql<string>`coalesce(-sum(amount), 0)`.as('taken'))
    .where('idempotency_key', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
    .executeTakeFirstOrThrow();
  return Number(row.taken);
}

function notCreditedYet(deps: WebhookDeps, what: string): never {
  deps.logger.warn(`billing: ${what} matches no credited payment yet; answering 503 so Stripe retries it`);
  throw new ApiError({
    code: 'service_unavailable',
    message: `The ${what} matches no credited payment yet; deliver it again once the purchase is credited.`,
  });
}
