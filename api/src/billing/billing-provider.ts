/**
 * The one seam between billing and a payment provider: Stripe in production, the local checkout in
 * embedded mode. Both send their webhook events, signed, to the same handler.
 */
import type { Selectable } from 'kysely';
import type { BillingSubscriptionsTable } from '../db/schema';
import type { BillingUser } from './billing-customers';
import type { CatalogItem } from './plan-catalog';

/** A checkout to open: who buys which plan, and where the browser returns. */
export type CheckoutInput = {
  user: BillingUser;
  item: CatalogItem;
  successUrl: string;
  cancelUrl: string;
  /** The caller's Idempotency-Key, so a retried request opens one checkout. */
  idempotencyKey?: string | undefined;
};

/** A portal to open for a user, returning to `returnUrl`. */
export type PortalInput = { user: BillingUser; returnUrl: string };

/** A payment provider. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local' | 'none';
  /** The secret webhook events are signed with. */
  readonly webhookSecret: string;
  /** Opens a checkout for one plan; returns where to send the browser. */
  createCheckoutSession(input: CheckoutInput): Promise<{ url: string }>;
  /** Opens the customer's billing portal; returns where to send the browser. */
  createPortalSession(input: PortalInput): Promise<{ url: string }>;
  /** The subscription invoice a payment intent paid, for refunds of subscription payments. */
  invoiceIdForPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /** Ends a subscription now (account deletion); one the provider has ended already is no error. */
  cancelSubscription(subscription: Selectable<BillingSubscriptionsTable>): Promise<void>;
}
