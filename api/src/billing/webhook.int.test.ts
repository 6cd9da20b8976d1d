import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionObject, invoiceObject } from '../embedded/billing/local-events';
import { localId } from '../embedded/billing/local-ids';
import {
  balanceOf,
  customerIdOf,
  eventOf,
  packCheckoutSession,
  sendWebhook,
  startCheckout,
} from '../testing/billing-test-kit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { localPriceIds } from './plan-catalog';

describe.each(databaseKinds)('payment webhooks on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '0' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** A user with a customer id, as after their first checkout. */
  async function payingUser(): Promise<{ user: TestUser; customerId: string }> {
    const user = await createTestUser(server);
    await startCheckout(server, user, 'prod_local_starter');
    return { user, customerId: await customerIdOf(server, user) };
  }

  function starterObjects(user: TestUser, customerId: string) {
    const subscriptionId = localId('sub');
    const invoiceId = localId('in');
    const session = checkoutSessionObject({
      id: localId('cs'),
      customerId,
      userId: user.id,
      planId: 'starter',
      mode: 'subscription',
      amountCents: 19_900,
      currency: 'usd',
      successUrl: `${server.url}/dashboard/billing?checkout=success`,
      cancelUrl: `${server.url}/pricing?checkout=cancel`,
      subscriptionId,
      invoiceId,
      paymentIntentId: null,
      created: new Date(),
    });
    const invoice = (id: string, billingReason: 'subscription_create' | 'subscription_cycle') =>
      invoiceObject({
        id,
        customerId,
        subscriptionId,
        metadata: { user_id: user.id, plan_id: 'starter' },
        priceId: localPriceIds.starter,
        productId: 'prod_local_starter',
        amountCents: 19_900,
        currency: 'usd',
        billingReason,
        periodStart: new Date(),
        periodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      });
    return { session, firstInvoice: invoice(invoiceId, 'subscription_create'), invoice };
  }

  it('credits a pack once when the same event is delivered twice', async () => {
    const { user, customerId } = await payingUser();
    const event = eventOf('checkout.session.completed', packCheckoutSession(server, user, customerId));
    const first = await sendWebhook(server, event);
    const replay = await sendWebhook(server, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, duplicate: false, outcome: 'credited' });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    expect(await balanceOf(server, user)).toBe(1000);
  });

  it('credits once when the same payment arrives many times at once, as two kinds of event', async () => {
    const { user, customerId } = await payingUser();
    const { session, firstInvoice } = starterObjects(user, customerId);
    const completed = eventOf('checkout.session.completed', session);
    const paid = eventOf('invoice.paid', firstInvoice);
    const responses = await Promise.all(
      [completed, paid, completed, paid, completed, paid].map((event) => sendWebhook(server, event)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(server, user)).toBe(500);
  });

  it('answers a bad signature with 400 and credits nothing', async () => {
    const { user, customerId } = await payingUser();
    const event = eventOf('checkout.session.completed', packCheckoutSession(server, user, customerId));
    const wrongSecret = await sendWebhook(server, event, 'whsec_not_the_right_secret');
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as { error: { message: string } }).error.message).toMatch(
      /signature/i,
    );

    const payload = JSON.stringify(event);
    const unsigned = await fetch(`${server.url}/api/billing/webhook`, { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);

    // A valid signature over one body does not cover another.
    const signedFor = await sendWebhook(server, eventOf('ping', { object: 'ping' }));
    expect(signedFor.status).toBe(200);
    const tampered = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload: payload.replace('"pack-1k"', '"pack-1k" '),
          secret: server.services.billing.provider.webhookSecret,
        }),
      },
      body: payload,
    });
    expect(tampered.status).toBe(400);
    expect(await balanceOf(server, user)).toBe(0);
    const recorded = await server.services.database.db
      .selectFrom('billing_webhook_events')
      .select('id')
      .where('id', '=', event.id)
      .executeTakeFirst();
    expect(recorded).toBeUndefined();
  });

  it('credits the first month once when invoice.paid arrives before checkout.session.completed', async () => {
    const { user, customerId } = await payingUser();
    const { session, firstInvoice } = starterObjects(user, customerId);
    const invoicePaid = await sendWebhook(server, eventOf('invoice.paid', firstInvoice));
    expect(await invoicePaid.json()).toMatchObject({ outcome: 'credited' });
    expect(await balanceOf(server, user)).toBe(500);
    const completed = await sendWebhook(server, eventOf('checkout.session.completed', session));
    expect(await completed.json()).toMatchObject({ outcome: 'already_credited' });
    expect(await balanceOf(server, user)).toBe(500);
  });

  it('credits the first month once in the usual order, then each renewal', async () => {
    const { user, customerId } = await payingUser();
    const { session, firstInvoice, invoice } = starterObjects(user, customerId);
    await sendWebhook(server, eventOf('checkout.session.completed', session));
    await sendWebhook(server, eventOf('invoice.paid', firstInvoice));
    expect(await balanceOf(server, user)).toBe(500);
    const renewal = invoice(localId('in'), 'subscription_cycle');
    const renewed = await sendWebhook(server, eventOf('invoice.paid', renewal));
    expect(await renewed.json()).toMatchObject({ outcome: 'credited' });
    // The same renewal in a second event (Stripe may send one object twice) does not credit again.
    await sendWebhook(server, eventOf('invoice.paid', renewal));
    expect(await balanceOf(server, user)).toBe(1000);
    const subscription = await server.services.database.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ plan_id: 'starter', status: 'active', customer_id: customerId });
  });

  it('takes the credits back on a refund, partial refunds adding up to the whole', async () => {
    const { user, customerId } = await payingUser();
    const paymentIntentId = localId('pi');
    await sendWebhook(
      server,
      eventOf('checkout.session.completed', packCheckoutSession(server, user, customerId, paymentIntentId)),
    );
    const charge = (refunded: number) => ({
      id: 'ch_local_refund',
      object: 'charge',
      amount: 49_900,
      amount_refunded: refunded,
      customer: customerId,
      payment_intent: paymentIntentId,
    });
    const half = await sendWebhook(server, eventOf('charge.refunded', charge(24_950)));
    expect(await half.json()).toMatchObject({ outcome: 'taken_back' });
    expect(await balanceOf(server, user)).toBe(500);
    await sendWebhook(server, eventOf('charge.refunded', charge(49_900)));
    expect(await balanceOf(server, user)).toBe(0);
    // A later dispute of a fully refunded payment takes nothing more.
    const dispute = await sendWebhook(
      server,
      eventOf('charge.dispute.created', {
        id: localId('dp'),
        object: 'dispute',
        amount: 49_900,
        charge: 'ch_local_refund',
        payment_intent: paymentIntentId,
      }),
    );
    expect(await dispute.json()).toMatchObject({ outcome: 'nothing_to_take_back' });
    expect(await balanceOf(server, user)).toBe(0);
    const page = (await (
      await fetch(`${server.url}/api/credit-transactions`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      })
    ).json()) as { items: Array<{ amount: number; reason: string }> };
    expect(page.items.map((t) => [t.reason, t.amount])).toEqual([
      ['adjustment', -500],
      ['adjustment', -500],
      ['purchase', 1000],
    ]);
  });

  it('takes back a disputed subscription month, leaving a debt when the credits were spent', async () => {
    const { user, customerId } = await payingUser();
    const { session, firstInvoice } = starterObjects(user, customerId);
    await sendWebhook(server, eventOf('checkout.session.completed', session));
    await server.services.creditLedger.debit({
      userId: user.id,
      amount: 400,
      reason: 'order',
      description: 'An order',
      idempotencyKey: localId('test-order'),
    });
    // Stripe's dispute names the payment intent; the local provider maps it to the invoice it paid.
    const paymentIntentId = firstInvoice.id.replace('in_local_', 'pi_local_');
    const disputed = await sendWebhook(
      server,
      eventOf('charge.dispute.created', {
        id: localId('dp'),
        object: 'dispute',
        amount: 19_900,
        charge: localId('ch'),
        payment_intent: paymentIntentId,
      }),
    );
    expect(await disputed.json()).toMatchObject({ outcome: 'taken_back' });
    expect(await balanceOf(server, user)).toBe(-400);
  });

  it('records and acknowledges an event of an unknown customer', async () => {
    const user = await createTestUser(server);
    const stranger = invoiceObject({
      id: localId('in'),
      customerId: 'cus_someone_else',
      subscriptionId: localId('sub'),
      metadata: {},
      priceId: localPriceIds.starter,
      productId: 'prod_local_starter',
      amountCents: 19_900,
      currency: 'usd',
      billingReason: 'subscription_cycle',
      periodStart: new Date(),
      periodEnd: new Date(),
    });
    const event = eventOf('invoice.paid', stranger);
    const response = await sendWebhook(server, event);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: 'unknown_customer' });
    const recorded = await server.services.database.db
      .selectFrom('billing_webhook_events')
      .selectAll()
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ type: 'invoice.paid', outcome: 'unknown_customer', user_id: null });
    expect(await balanceOf(server, user)).toBe(0);
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await sendWebhook(server, eventOf('customer.created', { object: 'customer' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'ignored' });
  });
});
