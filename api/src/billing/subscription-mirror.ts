/**
 * Our copy of each subscription (plan, status, period end, cancel at period end), for the portal and
 * support. Events can arrive out of order, so a row only takes a state newer than the one it holds.
 */
import type { Database } from '../db/database';

/** A subscription's state as of one provider event. */
export type SubscriptionState = {
  id: string;
  userId: string;
  customerId: string;
  planId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** When the provider produced this state (the event's `created`). */
  asOf: Date;
};

/** Stores `state` unless the row already holds a newer one. */
export async function saveSubscription(database: Database, state: SubscriptionState): Promise<void> {
  await database.db
    .insertInto('billing_subscriptions')
    .values({
      id: state.id,
      user_id: state.userId,
      customer_id: state.customerId,
      plan_id: state.planId,
      status: state.status,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      current_period_end: state.currentPeriodEnd,
      updated_at: state.asOf,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          status: state.status,
          cancel_at_period_end: state.cancelAtPeriodEnd,
          current_period_end: state.currentPeriodEnd,
          updated_at: state.asOf,
        })
        .where('billing_subscriptions.updated_at', '<=', state.asOf),
    )
    .execute();
}

/** Notes a subscription a checkout started, unless its own events got here first. */
export async function noteSubscriptionStarted(
  database: Database,
  start: { id: string; userId: string; customerId: string; planId: string },
): Promise<void> {
  await database.db
    .insertInto('billing_subscriptions')
    .values({
      id: start.id,
      user_id: start.userId,
      customer_id: start.customerId,
      plan_id: start.planId,
      status: 'active',
      // The oldest possible state: any customer.subscription.* event replaces it.
      updated_at: new Date(0),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A subscription's stored plan id, if we know the subscription. */
export async function findSubscriptionPlanId(database: Database, id: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('billing_subscriptions')
    .select('plan_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.plan_id;
}
