/**
 * Turns a paid payment into credits: one ledger `purchase` keyed by the payment's business key, and
 * a `billing_payments` row a later refund or dispute finds it by. Both steps are idempotent, so two
 * events describing the same payment (checkout completed, first invoice paid) credit it once.
 */
import type { Plan } from '@leadproof/contract/plans';
import { creditsExpireAt } from './credit-expiry';
import type { WebhookDeps } from './webhook-deps';

/** A payment that buys a plan's credits. */
export type PaidPayment = {
  /** `checkout:<session>` (a pack), `subscription:<sub>:first` (first month) or `invoice:<invoice>` (renewal). */
  key: string;
  userId: string;
  plan: Plan & { credits: number };
  description: string;
  amountCents: number;
  currency: string;
  checkoutSessionId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  paymentIntentId?: string | null;
};

/** The ledger idempotency key of a payment's credits. */
export const purchaseKey = (paymentKey: string) => `stripe:${paymentKey}`;

/** Credits the payment once; returns whether this call credited it. */
export async function creditPayment(deps: WebhookDeps, payment: PaidPayment): Promise<{ created: boolean }> {
  const { transaction, created } = await deps.creditLedger.credit({
    userId: payment.userId,
    amount: payment.plan.credits,
    reason: 'purchase',
    description: payment.description,
    expiresAt: creditsExpireAt(payment.plan.period, deps.now()),
    idempotencyKey: purchaseKey(payment.key),
  });
  await deps.database.db
    .insertInto('billing_payments')
    .values({
      id: payment.key,
      user_id: payment.userId,
      plan_id: payment.plan.id,
      credits: payment.plan.credits,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      credit_transaction_id: transaction.id,
      checkout_session_id: payment.checkoutSessionId ?? null,
      subscription_id: payment.subscriptionId ?? null,
      invoice_id: payment.invoiceId ?? null,
      payment_intent_id: payment.paymentIntentId ?? null,
    })
    // The second event of a payment may know ids the first did not (the invoice, the payment intent).
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        checkout_session_id: eb.fn.coalesce(
          'billing_payments.checkout_session_id',
          'excluded.checkout_session_id',
        ),
        invoice_id: eb.fn.coalesce('billing_payments.invoice_id', 'excluded.invoice_id'),
        payment_intent_id: eb.fn.coalesce('billing_payments.payment_intent_id', 'excluded.payment_intent_id'),
      })),
    )
    .execute();
  return { created };
}
