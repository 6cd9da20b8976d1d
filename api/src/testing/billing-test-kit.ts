/**
 * Helpers for billing's integration tests: signed webhook deliveries, balances, customer ids.
 * Not a test file: imported by `*.int.test.ts` beside it.
 */
import Stripe from 'stripe';
import type { EventShape } from '../billing/stripe-shapes';
import { checkoutSessionObject, localEvent } from '../embedded/billing/local-events';
import { localId } from '../embedded/billing/local-ids';
import type { TestServer } from './start-test-server';
import { authedFetch, type TestUser } from './test-users';

/** POSTs `event` to the server's webhook, signed with `secret` (default: the server's own). */
export async function sendWebhook(
  server: TestServer,
  event: EventShape,
  secret = server.services.billing.provider.webhookSecret,
): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}

/** A new event of `type` around `object`. */
export function eventOf(type: string, object: { object: string; [field: string]: unknown }): EventShape {
  return localEvent(localId('evt'), type, object, new Date());
}

/** The user's balance through the API. */
export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const response = await authedFetch(server, user, '/api/users/me/balance');
  return ((await response.json()) as { balance: number }).balance;
}

/** Starts a checkout through the API and returns its URL (this also creates the user's customer). */
export async function startCheckout(server: TestServer, user: TestUser, productId: string): Promise<string> {
  const response = await authedFetch(server, user, '/api/billing/checkout/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  });
  if (response.status !== 200) throw new Error(`checkout → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/**
 * POSTs a `/dev` page's form as a browser would: reads the page (`/dev/checkout/{id}` or `/dev/portal/{id}`) that
 * `actionUrl` belongs to and sends its token with the form, if the page shows one.
 */
export async function submitDevForm(actionUrl: string): Promise<Response> {
  const pageUrl = /^(.*\/dev\/(?:checkout|portal)\/[^/]+)/.exec(actionUrl)?.[1];
  if (!pageUrl) throw new Error(`${actionUrl} is no /dev page's form`);
  const token = /name="token" value="([^"]+)"/.exec(await (await fetch(pageUrl)).text())?.[1];
  return fetch(actionUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(token === undefined ? {} : { token }),
  });
}

/** The user's billing customer id. */
export async function customerIdOf(server: TestServer, user: TestUser): Promise<string> {
  const row = await server.services.database.db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.customer_id;
}

/** A completed Checkout Session of the 1,000-credit pack for `user`, paid by `paymentIntentId`. */
export function packCheckoutSession(
  server: TestServer,
  user: TestUser,
  customerId: string,
  paymentIntentId = localId('pi'),
) {
  return checkoutSessionObject({
    id: localId('cs'),
    customerId,
    userId: user.id,
    planId: 'pack-1k',
    mode: 'payment',
    amountCents: 49_900,
    currency: 'usd',
    successUrl: `${server.url}/dashboard/billing?checkout=success`,
    cancelUrl: `${server.url}/pricing?checkout=cancel`,
    subscriptionId: null,
    invoiceId: null,
    paymentIntentId,
    created: new Date(),
  });
}
