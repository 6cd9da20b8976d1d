/**
 * Stripe-shaped objects and events for the local checkout: the fields the webhook handler reads,
 * named and nested as Stripe names them (API version of the installed `stripe` package).
 */
import Stripe from 'stripe';
import type {
  CheckoutSessionShape,
  EventShape,
  InvoiceShape,
  Metadata,
  SubscriptionShape,
} from '../../billing/stripe-shapes';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Wraps `object` in an event envelope. */
export function localEvent(
  id: string,
  type: string,
  object: { object: string; [field: string]: unknown },
  created: Date,
): EventShape {
  return {
    id,
    object: 'event',
    type,
    created: seconds(created),
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: { object },
  };
}

/** A paid local checkout, as its Checkout Session object shows it. */
export type LocalCheckout = {
  id: string;
  customerId: string;
  userId: string;
  planId: string;
  mode: 'payment' | 'subscription';
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  paymentIntentId: string | null;
  created: Date;
};

/** A paid, completed Checkout Session. */
export function checkoutSessionObject(
  checkout: LocalCheckout,
): CheckoutSessionShape & Record<string, unknown> {
  return {
    id: checkout.id,
    object: 'checkout.session',
    mode: checkout.mode,
    status: 'complete',
    payment_status: 'paid',
    customer: checkout.customerId,
    client_reference_id: checkout.userId,
    metadata: { user_id: checkout.userId, plan_id: checkout.planId },
    subscription: checkout.subscriptionId,
    invoice: checkout.invoiceId,
    payment_intent: checkout.paymentIntentId,
    amount_total: checkout.amountCents,
    currency: checkout.currency,
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
    created: seconds(checkout.created),
    livemode: false,
  };
}

/** A local subscription's state, as its Subscription object shows it. */
export type LocalSubscription = {
  id: string;
  customerId: string;
  metadata: Metadata;
  priceId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date;
};

/** A subscription with one item. */
export function subscriptionObject(sub: LocalSubscription): SubscriptionShape & Record<string, unknown> {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: sub.metadata,
    items: {
      data: [
        {
          current_period_end: seconds(sub.periodEnd),
          price: { id: sub.priceId },
        },
      ],
    },
    livemode: false,
  };
}

/** A paid local subscription invoice. */
export type LocalInvoice = {
  id: string;
  customerId: string;
  subscriptionId: string;
  metadata: Metadata;
  priceId: string;
  productId: string;
  amountCents: number;
  currency: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodStart: Date;
  periodEnd: Date;
};

/** A paid subscription invoice with one line. */
export function invoiceObject(invoice: LocalInvoice): InvoiceShape & Record<string, unknown> {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    billing_reason: invoice.billingReason,
    status: 'paid',
    amount_due: invoice.amountCents,
    amount_paid: invoice.amountCents,
    currency: invoice.currency,
    parent: {
      subscription_details: { subscription: invoice.subscriptionId, metadata: invoice.metadata },
    },
    lines: {
      data: [{ pricing: { price_details: { price: invoice.priceId, product: invoice.productId } } }],
    },
    period_start: seconds(invoice.periodStart),
    period_end: seconds(invoice.periodEnd),
    livemode: false,
  };
}
