/** The payment provider of embedded mode (no `STRIPE_SECRET_KEY`): local checkout and portal pages. */
import type { Selectable } from 'kysely';
import { type CustomerStore, databaseCustomerStore } from '../../billing/billing-customers';
import type { BillingProvider, CheckoutInput, PortalInput } from '../../billing/billing-provider';
import type { BillingSubscriptionsTable } from '../../db/schema';
import { type LocalCheckoutDeps, LocalCheckouts } from './local-checkout';
import { localId } from './local-ids';
import { LocalPortal } from './local-portal';

/** Checkout and portal as local pages, for one reused local customer per user. */
export class LocalProvider implements BillingProvider {
  readonly kind = 'local';
  readonly webhookSecret: string;
  /** The `/dev/checkout` pages' sessions. */
  readonly checkouts: LocalCheckouts;
  /** The `/dev/portal` pages' sessions. */
  readonly portal: LocalPortal;
  readonly #customers: CustomerStore;

  constructor(deps: LocalCheckoutDeps) {
    this.webhookSecret = deps.webhookSecret;
    this.checkouts = new LocalCheckouts(deps);
    this.portal = new LocalPortal(deps);
    this.#customers = databaseCustomerStore(deps.database);
  }

  async createCheckoutSession(input: CheckoutInput) {
    const customerId = await this.#customers.getOrCreate(input.user, async () => localId('cus'));
    return this.checkouts.create(input, customerId);
  }

  async createPortalSession(input: PortalInput) {
    const customerId = await this.#customers.getOrCreate(input.user, async () => localId('cus'));
    return this.portal.create(input, customerId);
  }

  async invoiceIdForPaymentIntent(paymentIntentId: string) {
    return this.portal.invoiceIdForPaymentIntent(paymentIntentId);
  }

  async cancelSubscription(subscription: Selectable<BillingSubscriptionsTable>) {
    await this.portal.cancelNow(subscription);
  }
}
