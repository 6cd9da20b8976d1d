/**
 * Delivers an event the way Stripe does: JSON body, `Stripe-Signature` header computed with the
 * stripe package's own test-header helper, POSTed over HTTP to the webhook endpoint.
 */
import Stripe from 'stripe';
import type { EventShape } from './stripe-shapes';

/** POSTs `event` signed with `secret` to `url`; throws unless the endpoint answers 2xx. */
export async function deliverWebhook(url: string, secret: string, event: EventShape): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    throw new Error(`webhook ${event.type} ${event.id} → ${response.status} ${await response.text()}`);
  }
}
