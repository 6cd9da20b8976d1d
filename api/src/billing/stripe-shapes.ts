/**
 * The parts of Stripe's objects the webhook handler reads. Stripe's own types are assignable to
 * them (checked at the end of this file), and the local checkout builds objects of these shapes,
 * so both providers feed the same handler with the same field names.
 */
import type Stripe from 'stripe';

/** A reference Stripe either leaves as an id or expands into the object. */
export type Ref = string | { id: string };

/** Stripe metadata: string keys and values. */
export type Metadata = Record<string, string>;

/** The Checkout Session fields we read. */
export interface CheckoutSessionShape {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: string | null;
  payment_status: string;
  customer: Ref | null;
  client_reference_id: string | null;
  metadata: Metadata | null;
  subscription: Ref | null;
  invoice: Ref | null;
  payment_intent: Ref | null;
  amount_total: number | null;
  currency: string | null;
}

/** The Invoice fields we read. */
export interface InvoiceShape {
  id: string;
  object: 'invoice';
  customer: Ref | null;
  billing_reason: string | null;
  amount_paid: number;
  currency: string;
  parent: {
    subscription_details: { subscription: Ref; metadata: Metadata | null } | null;
  } | null;
  lines: { data: Array<{ pricing: { price_details?: { price: Ref; product: string } } | null }> };
}

/** The Subscription fields we read. */
export interface SubscriptionShape {
  id: string;
  object: 'subscription';
  customer: Ref;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Metadata;
  items: { data: Array<{ current_period_end: number; price: { id: string } }> };
}

/** The Charge fields we read. */
export interface ChargeShape {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  customer: Ref | null;
  payment_intent: Ref | null;
}

/** The Dispute fields we read. */
export interface DisputeShape {
  id: string;
  object: 'dispute';
  amount: number;
  charge: Ref;
  payment_intent: Ref | null;
}

/** A webhook event envelope. */
export interface EventShape {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: boolean;
  api_version: string | null;
  data: { object: unknown };
}

/** The id of a reference. */
export function refId(ref: Ref | null | undefined): string | null {
  if (ref == null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

// Compile-time proof that real Stripe objects fit the shapes the handler reads.
type Fits<Real extends Shape, Shape> = Real;
/** Stripe's types, each checked to fit its shape (a type error here means the shapes drifted). */
export type StripeShapesFit = [
  Fits<Stripe.Checkout.Session, CheckoutSessionShape>,
  Fits<Stripe.Invoice, InvoiceShape>,
  Fits<Stripe.Subscription, SubscriptionShape>,
  Fits<Stripe.Charge, ChargeShape>,
  Fits<Stripe.Dispute, DisputeShape>,
  Fits<Stripe.Event, EventShape>,
];
