/**
 * Billing as the rest of the API sees it: start a checkout for a product id, open the portal, take a
 * webhook delivery. One instance per process, over Stripe or the local provider by configuration.
 */
import type { CheckoutReturn } from '@leadproof/contract/billing';
import type { ProductIds } from '@leadproof/contract/plans';
import type { Config } from '../config/config';
import type { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { Logger } from '../logger';
import type { BillingUser } from './billing-customers';
import { databaseCustomerStore } from './billing-customers';
import type { BillingProvider } from './billing-provider';
import { PlanCatalog } from './plan-catalog';
import { processWebhook, type WebhookResult } from './process-webhook';
import { createStripeClient, StripeProvider } from './stripe-provider';
import { UnconfiguredProvider } from './unconfigured-provider';
import type { WebhookDeps } from './webhook-deps';

/** What billing is built from. */
export type BillingDeps = {
  config: Config;
  database: Database;
  creditLedger: CreditLedger;
  logger: Logger;
  now?: () => Date;
  /** The local checkout and portal (embedded mode's, opened by `openEmbedded`): the provider when Stripe is off. */
  localProvider?: BillingProvider;
};

/**
 * Where a checkout returns to, paid or canceled, per `return_to` (paths under the public URL). The dashboard's home
 * shows the upload that waited for the credits; the billing page and the home both toast and clean the query.
 */
export const checkoutReturnPaths: Readonly<Record<CheckoutReturn, { success: string; cancel: string }>> = {
  pricing: { success: '/dashboard/billing?checkout=success', cancel: '/pricing?checkout=cancel' },
  billing: { success: '/dashboard/billing?checkout=success', cancel: '/dashboard/billing?checkout=cancel' },
  upload: { success: '/dashboard?checkout=success', cancel: '/dashboard?checkout=cancel' },
};

/** Where this process can reach its own webhook endpoint (the local provider posts events there). */
export function internalWebhookUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/billing/webhook`;
}

/** Checkout, portal and webhooks over one provider. */
export class Billing {
  readonly #deps: WebhookDeps;
  readonly #publicUrl: string;

  constructor(
    readonly provider: BillingProvider,
    readonly catalog: PlanCatalog,
    deps: Omit<BillingDeps, 'config'> & { publicUrl: string },
  ) {
    this.#publicUrl = deps.publicUrl;
    this.#deps = { ...deps, provider, catalog, now: deps.now ?? (() => new Date()) };
  }

  /** Builds billing for `config`: Stripe when its keys are set, else the local provider. */
  static async create(deps: BillingDeps): Promise<Billing> {
    const { config, database, logger } = deps;
    const catalog = PlanCatalog.fromConfig(config.billing);
    const now = deps.now ?? (() => new Date());
    const common = { ...deps, publicUrl: config.publicUrl, now };
    if (config.billing.provider === 'stripe') {
      const provider = new StripeProvider({
        stripe: createStripeClient(config.billing.secretKey),
        webhookSecret: config.billing.webhookSecret,
        customers: databaseCustomerStore(database),
        logger,
      });
      return new Billing(provider, catalog, common);
    }
    if (config.billing.provider === 'none') {
      logger.warn(
        'billing: payments are off (no STRIPE_SECRET_KEY); checkouts answer 503. See docs/deployment.md, "Stripe".',
      );
      return new Billing(new UnconfiguredProvider(), catalog, common);
    }
    if (!deps.localProvider) throw new Error('billing: the local provider was not opened (openEmbedded)');
    return new Billing(deps.localProvider, catalog, common);
  }

  /** The product ids the pricing page sends to checkout. */
  productIds(): ProductIds {
    return this.catalog.productIds();
  }

  /**
   * Starts a checkout for the plan sold under `productId`, coming back where `returnTo` says; 400 for an unknown or
   * id-less product.
   */
  async startCheckout(
    user: BillingUser,
    productId: string,
    idempotencyKey?: string,
    returnTo: CheckoutReturn = 'pricing',
  ): Promise<{ url: string }> {
    const item = this.catalog.byProductId(productId);
    if (!item) {
      const known = Object.values(this.productIds()).join(', ');
      throw new ApiError({
        code: 'bad_request',
        message: `No plan is sold under product_id "${productId}": send one of ${known} (GET /config.json lists them by plan; Enterprise is sold through /contact).`,
      });
    }
    return this.provider.createCheckoutSession({
      user,
      item,
      successUrl: `${this.#publicUrl}${checkoutReturnPaths[returnTo].success}`,
      cancelUrl: `${this.#publicUrl}${checkoutReturnPaths[returnTo].cancel}`,
      idempotencyKey,
    });
  }

  /** Opens the user's billing portal, returning to the billing page. */
  openPortal(user: BillingUser): Promise<{ url: string }> {
    return this.provider.createPortalSession({
      user,
      returnUrl: `${this.#publicUrl}/dashboard/billing?portal=success`,
    });
  }

  /**
   * Ends every running subscription of `userId` now (account deletion), and records them as canceled at once: the
   * provider's `customer.subscription.deleted` event, when it comes, says the same.
   */
  async cancelSubscriptions(userId: string): Promise<void> {
    const { db } = this.#deps.database;
    const running = await db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'not in', ['canceled', 'incomplete_expired'])
      .execute();
    for (const subscription of running) {
      await this.provider.cancelSubscription(subscription);
      await db
        .updateTable('billing_subscriptions')
        .set({ status: 'canceled', cancel_at_period_end: false, updated_at: this.#deps.now() })
        .where('id', '=', subscription.id)
        .execute();
    }
  }

  /** Verifies and handles one webhook delivery. */
  handleWebhook(rawBody: Uint8Array, signature: string | undefined): Promise<WebhookResult> {
    return processWebhook(this.#deps, rawBody, signature);
  }
}
