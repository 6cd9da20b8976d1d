/**
 * Payments on Stripe: hosted Checkout (a subscription for monthly plans, a one-time payment for
 * packs) and the hosted customer portal, for one reused customer per user.
 */
import type { Selectable } from 'kysely';
import Stripe from 'stripe';
import type { BillingSubscriptionsTable } from '../db/schema';
import { ApiError } from '../errors/api-error';
import type { Logger } from '../logger';
import type { BillingUser, CustomerStore } from './billing-customers';
import type { BillingProvider, CheckoutInput, PortalInput } from './billing-provider';

/** The Stripe client, the endpoint's signing secret and where customers are kept. */
export type StripeProviderOptions = {
  stripe: Stripe;
  webhookSecret: string;
  customers: CustomerStore;
  logger: Logger;
};

/** A Stripe client for `secretKey`; `fetch` replaces the network (tests capture requests with it). */
export function createStripeClient(secretKey: string, fetch?: typeof globalThis.fetch): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(fetch ? { httpClient: Stripe.createFetchHttpClient(fetch) } : {}),
  });
}

/** Checkout Sessions and portal sessions on Stripe. */
export class StripeProvider implements BillingProvider {
  readonly kind = 'stripe';
  readonly webhookSecret: string;
  readonly #stripe: Stripe;
  readonly #customers: CustomerStore;
  readonly #logger: Logger;

  constructor(options: StripeProviderOptions) {
    this.#stripe = options.stripe;
    this.webhookSecret = options.webhookSecret;
    this.#customers = options.customers;
    this.#logger = options.logger;
  }

  async createCheckoutSession({ user, item, successUrl, cancelUrl, idempotencyKey }: CheckoutInput) {
    const customer = await this.#customerId(user);
    const subscription = item.plan.period === 'month';
    // Metadata ties every later event (session, subscription invoices, payment) back to user and plan.
    const metadata = { user_id: user.id, plan_id: item.plan.id };
    const session = await this.#call(() =>
      this.#stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          customer,
          client_reference_id: user.id,
          line_items: [{ price: item.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          ...(subscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata }, invoice_creation: { enabled: true } }),
        },
        idempotencyKey ? { idempotencyKey: `checkout:${user.id}:${idempotencyKey}` } : undefined,
      ),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { url: session.url };
  }

  async createPortalSession({ user, returnUrl }: PortalInput) {
    const customer = await this.#customerId(user);
    const session = await this.#call(() =>
      this.#stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
    );
    return { url: session.url };
  }

  async invoiceIdForPaymentIntent(paymentIntentId: string): Promise<string | null> {
    const page = await this.#stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    });
    const invoice = page.data[0]?.invoice;
    if (!invoice) return null;
    return typeof invoice === 'string' ? invoice : invoice.id;
  }

  async cancelSubscription(subscription: Selectable<BillingSubscriptionsTable>): Promise<void> {
    await this.#call(async () => {
      try {
        await this.#stripe.subscriptions.cancel(subscription.id);
      } catch (error) {
        // Ended already (by the customer, or by an earlier run of the account deletion): nothing left to do.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return;
        throw error;
      }
    });
  }

  #customerId(user: BillingUser): Promise<string> {
    return this.#customers.getOrCreate(user, async () => {
      const customer = await this.#call(() =>
        this.#stripe.customers.create(
          { email: user.email, metadata: { user_id: user.id } },
          // Two first checkouts racing get the same customer back from Stripe.
          { idempotencyKey: `customer:${user.id}` },
        ),
      );
      return customer.id;
    });
  }

  /** Runs a Stripe call whose failure the user sees as a clear, retryable 503. */
  async #call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.#logger.error(`stripe ${error.type} (${error.statusCode ?? 'no status'}): ${error.message}`);
      throw new ApiError({
        code: 'service_unavailable',
        message: 'The payment provider could not be reached. Please try again.',
      });
    }
  }
}
