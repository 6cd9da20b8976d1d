/**
 * `checkout.session.completed` (and `checkout.session.async_payment_succeeded`): credits a pack, or
 * the first month of a subscription. The first month is keyed by the subscription, exactly as its
 * first `invoice.paid` (billing_reason `subscription_create`) keys it, so whichever event arrives
 * first credits the month and the other changes nothing.
 */
import { creditPayment } from './credit-payment';
import { resolveUser } from './resolve-user';
import { type CheckoutSessionShape, refId } from './stripe-shapes';
import { noteSubscriptionStarted } from './subscription-mirror';
import type { WebhookDeps, WebhookOutcome } from './webhook-deps';

/** Handles a completed checkout session. */
export async function handleCheckoutCompleted(
  deps: WebhookDeps,
  session: CheckoutSessionShape,
): Promise<WebhookOutcome> {
  // Delayed payment methods complete the session unpaid; `async_payment_succeeded` follows when paid.
  if (session.payment_status !== 'paid') return { outcome: 'not_paid' };
  const customerId = refId(session.customer);
  const userId = await resolveUser(deps.database, {
    userId: session.client_reference_id ?? session.metadata?.user_id,
    customerId,
  });
  if (!userId) {
    deps.logger.warn(`billing: checkout ${session.id} of unknown customer ${customerId ?? '(none)'}`);
    return { outcome: 'unknown_customer' };
  }
  const plan = deps.catalog.creditPlan(session.metadata?.plan_id);
  if (!plan) {
    deps.logger.warn(`billing: checkout ${session.id} names no known plan; no credits given`);
    return { outcome: 'unknown_plan', userId };
  }
  const subscriptionId = refId(session.subscription);
  if (session.mode === 'subscription') {
    if (!subscriptionId) return { outcome: 'no_subscription', userId };
    await noteSubscriptionStarted(deps.database, {
      id: subscriptionId,
      userId,
      customerId: customerId ?? '',
      planId: plan.id,
    });
  }
  const { created } = await creditPayment(deps, {
    key: session.mode === 'subscription' ? `subscription:${subscriptionId}:first` : `checkout:${session.id}`,
    userId,
    plan,
    description: `${plan.name}${plan.period === 'month' ? ' subscription' : ''}: ${plan.credits.toLocaleString('en-US')} credits`,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    checkoutSessionId: session.id,
    subscriptionId,
    invoiceId: refId(session.invoice),
    paymentIntentId: refId(session.payment_intent),
  });
  return { outcome: created ? 'credited' : 'already_credited', userId };
}
