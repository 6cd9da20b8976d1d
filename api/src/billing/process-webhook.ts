/**
 * The webhook endpoint's work: verify the signature on the raw body, skip an event already handled,
 * dispatch it by type, and record its outcome. Nothing is credited before the signature checks out.
 */
import Stripe from 'stripe';
import { ApiError } from '../errors/api-error';
import { handleChargeRefunded, handleDisputeCreated } from './handle-charge-reversed';
import { handleCheckoutCompleted } from './handle-checkout-completed';
import { handleInvoicePaid } from './handle-invoice-paid';
import { handleSubscriptionChanged } from './handle-subscription-changed';
import type {
  ChargeShape,
  CheckoutSessionShape,
  DisputeShape,
  EventShape,
  InvoiceShape,
  SubscriptionShape,
} from './stripe-shapes';
import type { WebhookDeps, WebhookOutcome } from './webhook-deps';
import { findProcessedEvent, recordProcessedEvent } from './webhook-events';

/** The events the Stripe endpoint must send (docs/deployment.md lists the same). */
export const handledEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** What became of one delivery. */
export type WebhookResult = { id: string; type: string; outcome: string; duplicate: boolean };

/** Verifies and handles one delivery; throws a 400 `ApiError` when the signature does not verify. */
export async function processWebhook(
  deps: WebhookDeps,
  rawBody: Uint8Array,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!signature) {
    throw new ApiError({
      code: 'bad_request',
      message: 'Missing Stripe-Signature header: the event was not processed.',
    });
  }
  let event: EventShape;
  try {
    event = await Stripe.webhooks.constructEventAsync(rawBody, signature, deps.provider.webhookSecret);
  } catch {
    throw new ApiError({
      code: 'bad_request',
      message:
        'Invalid Stripe-Signature (wrong secret, altered body or too old): the event was not processed.',
    });
  }
  const seen = await findProcessedEvent(deps.database, event.id);
  if (seen) return { id: event.id, type: event.type, outcome: seen.outcome, duplicate: true };
  const result = await dispatch(deps, event);
  await recordProcessedEvent(deps.database, { id: event.id, type: event.type, ...result });
  deps.logger.info(`billing: ${event.type} ${event.id} → ${result.outcome}`);
  return { id: event.id, type: event.type, outcome: result.outcome, duplicate: false };
}

function dispatch(deps: WebhookDeps, event: EventShape): Promise<WebhookOutcome> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return handleCheckoutCompleted(deps, object as CheckoutSessionShape);
    case 'invoice.paid':
      return handleInvoicePaid(deps, object as InvoiceShape);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return handleSubscriptionChanged(
        deps,
        object as SubscriptionShape,
        event.created,
        event.type === 'customer.subscription.deleted',
      );
    case 'charge.refunded':
      return handleChargeRefunded(deps, object as ChargeShape, event.id);
    case 'charge.dispute.created':
      return handleDisputeCreated(deps, object as DisputeShape);
    default:
      return Promise.resolve({ outcome: 'ignored' });
  }
}
