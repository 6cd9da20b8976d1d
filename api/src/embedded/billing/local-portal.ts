/**
 * Embedded mode's billing portal: a short-lived link to `/dev/portal/{id}` listing one customer's
 * purchases and subscription. Changes (cancel at period end, the next billing period) go out as
 * signed Stripe-shaped events to the webhook endpoint, as Stripe's portal would send them.
 */

import { randomBytes } from 'node:crypto';
import { toCents } from '@leadproof/contract/money';
import type { Selectable } from 'kysely';
import type { PortalInput } from '../../billing/billing-provider';
import { deliverWebhook } from '../../billing/deliver-webhook';
import type { EventShape } from '../../billing/stripe-shapes';
import type { BillingPaymentsTable, BillingSubscriptionsTable } from '../../db/schema';
import { type LocalCheckoutDeps, LocalCheckoutError, oneMonthAfter } from './local-checkout';
import { invoiceObject, localEvent, subscriptionObject } from './local-events';
import { localId, localSuffix } from './local-ids';

const PORTAL_TTL_MS = 3600 * 1000;

/** What one portal page shows. */
export type PortalView = {
  id: string;
  /** The user whose portal this is. */
  ownerId: string;
  returnUrl: string;
  payments: Selectable<BillingPaymentsTable>[];
  subscriptions: Selectable<BillingSubscriptionsTable>[];
};

/** The local billing portal sessions and the changes made there. */
export class LocalPortal {
  constructor(private readonly deps: LocalCheckoutDeps) {}

  /** Opens a portal session for `customerId`; returns its page's URL. */
  async create(input: PortalInput, customerId: string): Promise<{ url: string }> {
    const now = this.deps.now();
    const id = localId('bps');
    await this.deps.database.db
      .insertInto('billing_local_portal_sessions')
      .values({
        id,
        user_id: input.user.id,
        customer_id: customerId,
        return_url: input.returnUrl,
        created_at: now,
        expires_at: new Date(now.getTime() + PORTAL_TTL_MS),
      })
      .execute();
    return { url: `${this.deps.publicUrl}/dev/portal/${id}` };
  }

  /** What the portal page shows, or a 404/410 for an unknown or expired link. */
  async view(id: string): Promise<PortalView> {
    const session = await this.deps.database.db
      .selectFrom('billing_local_portal_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!session) throw new LocalCheckoutError(404, 'This billing portal link does not exist.');
    if (new Date(session.expires_at) <= this.deps.now()) {
      throw new LocalCheckoutError(410, 'This billing portal link has expired. Open Manage Billing again.');
    }
    const payments = await this.deps.database.db
      .selectFrom('billing_payments')
      .selectAll()
      .where('user_id', '=', session.user_id)
      .orderBy('created_at', 'desc')
      .execute();
    const subscriptions = await this.deps.database.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('customer_id', '=', session.customer_id)
      .orderBy('created_at', 'desc')
      .execute();
    return { id, ownerId: session.user_id, returnUrl: session.return_url, payments, subscriptions };
  }

  /** Sets the subscription to cancel at the end of its period. */
  async cancelAtPeriodEnd(portalId: string, subscriptionId: string): Promise<void> {
    const sub = await this.#subscription(portalId, subscriptionId);
    await this.#send(
      this.#subscriptionEvent('customer.subscription.updated', sub, { cancelAtPeriodEnd: true }),
    );
  }

  /**
   * Plays the end of the current period, for trying renewals without waiting a month: a renewing
   * subscription is invoiced and paid again (`invoice.paid`, billing_reason `subscription_cycle`);
   * one set to cancel ends (`customer.subscription.deleted`).
   */
  async advancePeriod(portalId: string, subscriptionId: string): Promise<void> {
    const sub = await this.#subscription(portalId, subscriptionId);
    if (sub.cancel_at_period_end) {
      await this.#send(this.#subscriptionEvent('customer.subscription.deleted', sub, { status: 'canceled' }));
      return;
    }
    const item = this.#item(sub.plan_id);
    const start = sub.current_period_end ? new Date(sub.current_period_end) : this.deps.now();
    const end = oneMonthAfter(start);
    const invoiceSuffix = randomBytes(16).toString('hex');
    const metadata = { user_id: sub.user_id, plan_id: sub.plan_id };
    await this.#send(
      localEvent(
        localId('evt'),
        'invoice.paid',
        invoiceObject({
          id: `in_local_${invoiceSuffix}`,
          customerId: sub.customer_id,
          subscriptionId: sub.id,
          metadata,
          priceId: item.priceId,
          productId: item.productId,
          amountCents: toCents(item.plan.price),
          currency: 'usd',
          billingReason: 'subscription_cycle',
          periodStart: start,
          periodEnd: end,
        }),
        this.deps.now(),
      ),
    );
    await this.#send(this.#subscriptionEvent('customer.subscription.updated', sub, { periodEnd: end }));
  }

  /** Ends a subscription at once, as Stripe's `DELETE /v1/subscriptions/{id}` does (account deletion). */
  async cancelNow(sub: Selectable<BillingSubscriptionsTable>): Promise<void> {
    await this.#send(this.#subscriptionEvent('customer.subscription.deleted', sub, { status: 'canceled' }));
  }

  /** The invoice a local payment intent paid: they share their random part. */
  invoiceIdForPaymentIntent(paymentIntentId: string): string | null {
    return paymentIntentId.startsWith('pi_local_') ? `in_local_${localSuffix(paymentIntentId)}` : null;
  }

  async #subscription(portalId: string, subscriptionId: string) {
    const view = await this.view(portalId);
    const sub = view.subscriptions.find((entry) => entry.id === subscriptionId);
    if (!sub) throw new LocalCheckoutError(404, 'This subscription does not belong to this portal.');
    if (sub.status === 'canceled') throw new LocalCheckoutError(409, 'This subscription has already ended.');
    return sub;
  }

  #item(planId: string) {
    const item = this.deps.catalog.items.find((entry) => entry.plan.id === planId);
    if (!item) throw new LocalCheckoutError(409, `Plan ${planId} is not sold here any more.`);
    return item;
  }

  #subscriptionEvent(
    type: string,
    sub: Selectable<BillingSubscriptionsTable>,
    change: { cancelAtPeriodEnd?: boolean; status?: string; periodEnd?: Date },
  ): EventShape {
    return localEvent(
      localId('evt'),
      type,
      subscriptionObject({
        id: sub.id,
        customerId: sub.customer_id,
        metadata: { user_id: sub.user_id, plan_id: sub.plan_id },
        priceId: this.#item(sub.plan_id).priceId,
        status: change.status ?? sub.status,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? sub.cancel_at_period_end,
        periodEnd:
          change.periodEnd ?? (sub.current_period_end ? new Date(sub.current_period_end) : this.deps.now()),
      }),
      this.deps.now(),
    );
  }

  async #send(event: EventShape): Promise<void> {
    try {
      await deliverWebhook(this.deps.webhookUrl, this.deps.webhookSecret, event);
    } catch (error) {
      this.deps.logger.error(
        `billing: local portal could not deliver ${event.type}: ${(error as Error).message}`,
      );
      throw new LocalCheckoutError(502, 'The change could not be recorded. Please try again.');
    }
  }
}
