/**
 * Embedded mode's checkout: a session row per checkout, shown at `/dev/checkout/{id}`. Pay builds
 * the events Stripe would send for it, signs them with the local webhook secret and POSTs them to
 * the real webhook endpoint, then sends the browser to the success URL; Cancel to the cancel URL.
 */
import { toCents } from '@leadproof/contract/money';
import type { Selectable } from 'kysely';
import type { CheckoutInput } from '../../billing/billing-provider';
import { deliverWebhook } from '../../billing/deliver-webhook';
import type { CatalogItem, PlanCatalog } from '../../billing/plan-catalog';
import type { Database } from '../../db/database';
import type { BillingLocalCheckoutSessionsTable } from '../../db/schema';
import type { Logger } from '../../logger';
import { checkoutSessionObject, invoiceObject, localEvent, subscriptionObject } from './local-events';
import { localId, localSuffix } from './local-ids';

/** A stored local checkout session. */
export type LocalCheckoutSession = Selectable<BillingLocalCheckoutSessionsTable>;

/** A local checkout page that cannot go ahead, with the status and text to show. */
export class LocalCheckoutError extends Error {
  override name = 'LocalCheckoutError';
  constructor(
    readonly status: 403 | 404 | 409 | 410 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** What the local checkout and portal work with. */
export type LocalCheckoutDeps = {
  database: Database;
  catalog: PlanCatalog;
  publicUrl: string;
  webhookUrl: string;
  webhookSecret: string;
  logger: Logger;
  now: () => Date;
};

const SESSION_TTL_MS = 24 * 3600 * 1000;

/** The same day next month, as Stripe's monthly billing periods run. */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The local checkout sessions: create, show, pay, cancel. */
export class LocalCheckouts {
  constructor(private readonly deps: LocalCheckoutDeps) {}

  /** Opens a session for `customerId`; returns its page's URL. */
  async create(input: CheckoutInput, customerId: string): Promise<{ url: string }> {
    const now = this.deps.now();
    const id = localId('cs');
    await this.deps.database.db
      .insertInto('billing_local_checkout_sessions')
      .values({
        id,
        user_id: input.user.id,
        customer_id: customerId,
        plan_id: input.item.plan.id,
        mode: input.item.plan.period === 'month' ? 'subscription' : 'payment',
        amount_cents: toCents(input.item.plan.price),
        currency: 'usd',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .execute();
    return { url: `${this.deps.publicUrl}/dev/checkout/${id}` };
  }

  /** The session and what it sells, or a 404. */
  async find(id: string): Promise<{ session: LocalCheckoutSession; item: CatalogItem }> {
    const session = await this.deps.database.db
      .selectFrom('billing_local_checkout_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const item = session && this.deps.catalog.items.find((entry) => entry.plan.id === session.plan_id);
    if (!session || !item) throw new LocalCheckoutError(404, 'This checkout does not exist.');
    return { session, item };
  }

  /**
   * Pays the session: delivers its events, marks it complete, returns the success URL. Event ids are
   * derived from the session id, so paying twice (a double click, a retry) delivers the same events
   * again and the webhook's idempotency makes the second time a no-op.
   */
  async pay(id: string): Promise<string> {
    const { session, item } = await this.find(id);
    if (session.status === 'canceled') throw new LocalCheckoutError(409, 'This checkout was canceled.');
    if (session.status === 'open' && new Date(session.expires_at) <= this.deps.now()) {
      throw new LocalCheckoutError(410, 'This checkout has expired. Start a new one from the pricing page.');
    }
    try {
      for (const event of this.#events(session, item)) {
        await deliverWebhook(this.deps.webhookUrl, this.deps.webhookSecret, event);
      }
    } catch (error) {
      this.deps.logger.error(
        `billing: local checkout ${id} could not deliver its events: ${(error as Error).message}`,
      );
      throw new LocalCheckoutError(
        502,
        'The payment could not be recorded. Nothing was charged; please try again.',
      );
    }
    await this.deps.database.db
      .updateTable('billing_local_checkout_sessions')
      .set({ status: 'complete', completed_at: this.deps.now() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return session.success_url;
  }

  /** Cancels an open session; returns the cancel URL. */
  async cancel(id: string): Promise<string> {
    const { session } = await this.find(id);
    await this.deps.database.db
      .updateTable('billing_local_checkout_sessions')
      .set({ status: 'canceled' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return session.cancel_url;
  }

  #events(session: LocalCheckoutSession, item: CatalogItem) {
    const suffix = localSuffix(session.id);
    const created = new Date(session.created_at);
    const now = this.deps.now();
    const subscription = session.mode === 'subscription';
    const metadata = { user_id: session.user_id, plan_id: session.plan_id };
    const ids = {
      subscription: subscription ? `sub_local_${suffix}` : null,
      invoice: subscription ? `in_local_${suffix}` : null,
      paymentIntent: `pi_local_${suffix}`,
    };
    const completed = localEvent(
      `evt_local_${suffix}_completed`,
      'checkout.session.completed',
      checkoutSessionObject({
        id: session.id,
        customerId: session.customer_id,
        userId: session.user_id,
        planId: session.plan_id,
        mode: session.mode,
        amountCents: session.amount_cents,
        currency: session.currency,
        successUrl: session.success_url,
        cancelUrl: session.cancel_url,
        subscriptionId: ids.subscription,
        invoiceId: ids.invoice,
        // Subscription payments are reached through their invoice, as in Stripe.
        paymentIntentId: subscription ? null : ids.paymentIntent,
        created,
      }),
      now,
    );
    if (!ids.subscription || !ids.invoice) return [completed];
    const periodEnd = oneMonthAfter(now);
    return [
      localEvent(
        `evt_local_${suffix}_subscription`,
        'customer.subscription.created',
        subscriptionObject({
          id: ids.subscription,
          customerId: session.customer_id,
          metadata,
          priceId: item.priceId,
          status: 'active',
          cancelAtPeriodEnd: false,
          periodEnd,
        }),
        now,
      ),
      completed,
      localEvent(
        `evt_local_${suffix}_invoice`,
        'invoice.paid',
        invoiceObject({
          id: ids.invoice,
          customerId: session.customer_id,
          subscriptionId: ids.subscription,
          metadata,
          priceId: item.priceId,
          productId: item.productId,
          amountCents: session.amount_cents,
          currency: session.currency,
          billingReason: 'subscription_create',
          periodStart: now,
          periodEnd,
        }),
        now,
      ),
    ];
  }
}
