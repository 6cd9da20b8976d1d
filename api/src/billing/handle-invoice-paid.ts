/**
 * `invoice.paid`: credits one month of a subscription. The first invoice (billing_reason
 * `subscription_create`) shares its key with the checkout that started the subscription, so the
 * month is credited once in whichever order the two events arrive; renewals are keyed by invoice.
 */
import { creditPayment } from './credit-payment';
import { resolveUser } from './resolve-user';
import { type InvoiceShape, refId } from './stripe-shapes';
import { findSubscriptionPlanId } from './subscription-mirror';
import type { WebhookDeps, WebhookOutcome } from './webhook-deps';

const CREDITED_REASONS = new Set(['subscription_create', 'subscription_cycle']);

/** Handles a paid invoice. */
export async function handleInvoicePaid(deps: WebhookDeps, invoice: InvoiceShape): Promise<WebhookOutcome> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = refId(details?.subscription);
  // One-off invoices (a pack's receipt) and proration invoices buy no credits of their own.
  if (!subscriptionId || !CREDITED_REASONS.has(invoice.billing_reason ?? '')) return { outcome: 'ignored' };
  const customerId = refId(invoice.customer);
  const userId = await resolveUser(deps.database, { userId: details?.metadata?.user_id, customerId });
  if (!userId) {
    deps.logger.warn(`billing: invoice ${invoice.id} of unknown customer ${customerId ?? '(none)'}`);
    return { outcome: 'unknown_customer' };
  }
  const priceId = refId(invoice.lines.data[0]?.pricing?.price_details?.price);
  const plan =
    deps.catalog.creditPlan(details?.metadata?.plan_id) ??
    deps.catalog.creditPlan(await findSubscriptionPlanId(deps.database, subscriptionId)) ??
    (priceId ? deps.catalog.byPriceId(priceId)?.plan : undefined);
  if (!plan) {
    deps.logger.warn(`billing: invoice ${invoice.id} names no known plan; no credits given`);
    return { outcome: 'unknown_plan', userId };
  }
  const first = invoice.billing_reason === 'subscription_create';
  const { created } = await creditPayment(deps, {
    key: first ? `subscription:${subscriptionId}:first` : `invoice:${invoice.id}`,
    userId,
    plan,
    description: `${plan.name} subscription${first ? '' : ' renewal'}: ${plan.credits.toLocaleString('en-US')} credits`,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    subscriptionId,
    invoiceId: invoice.id,
  });
  return { outcome: created ? 'credited' : 'already_credited', userId };
}
