/** `customer.subscription.created|updated|deleted`: keeps our copy of the subscription current. */
import { resolveUser } from './resolve-user';
import { refId, type SubscriptionShape } from './stripe-shapes';
import { findSubscriptionPlanId, saveSubscription } from './subscription-mirror';
import type { WebhookDeps, WebhookOutcome } from './webhook-deps';

/** Handles a subscription event created at `eventCreated` (Unix seconds). */
export async function handleSubscriptionChanged(
  deps: WebhookDeps,
  subscription: SubscriptionShape,
  eventCreated: number,
  deleted: boolean,
): Promise<WebhookOutcome> {
  const customerId = refId(subscription.customer) ?? '';
  const userId = await resolveUser(deps.database, { userId: subscription.metadata.user_id, customerId });
  if (!userId) {
    deps.logger.warn(`billing: subscription ${subscription.id} of unknown customer ${customerId}`);
    return { outcome: 'unknown_customer' };
  }
  const item = subscription.items.data[0];
  const planId =
    deps.catalog.creditPlan(subscription.metadata.plan_id)?.id ??
    (item ? deps.catalog.byPriceId(item.price.id)?.plan.id : undefined) ??
    (await findSubscriptionPlanId(deps.database, subscription.id));
  if (!planId) return { outcome: 'unknown_plan', userId };
  await saveSubscription(deps.database, {
    id: subscription.id,
    userId,
    customerId,
    planId,
    status: deleted ? 'canceled' : subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    asOf: new Date(eventCreated * 1000),
  });
  return { outcome: 'subscription_saved', userId };
}
