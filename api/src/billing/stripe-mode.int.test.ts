import { productKeys } from '@leadproof/contract/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessionObject } from '../embedded/billing/local-events';
import { createLogger } from '../logger';
import { balanceOf, eventOf, sendWebhook } from '../testing/billing-test-kit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKind } from '../testing/test-databases';
import { authedFetch, createTestUser } from '../testing/test-users';
import { Billing } from './billing';
import { databaseCustomerStore } from './billing-customers';
import { PlanCatalog } from './plan-catalog';
import { createStripeClient, StripeProvider } from './stripe-provider';
import { stripeTestEnv, testProductId } from './stripe-test-env';

const stripeEnv = stripeTestEnv();

describe('with STRIPE_SECRET_KEY set', () => {
  let server: TestServer;
  const stripeCalls: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind, { FREE_TRIAL_CREDITS: '0', ...stripeEnv });
    // The server built its Stripe provider from the environment; swap in the same provider over a
    // fetch that answers like Stripe, so the routes run their real code without the network.
    const { services } = server;
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      stripeCalls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const body =
        url.pathname === '/v1/customers'
          ? { id: 'cus_Int1', object: 'customer' }
          : {
              id: 'cs_test_int',
              object: 'checkout.session',
              url: 'https://checkout.stripe.com/c/pay/cs_test_int',
            };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const provider = new StripeProvider({
      stripe: createStripeClient(stripeEnv.STRIPE_SECRET_KEY ?? '', fakeFetch),
      webhookSecret: services.billing.provider.webhookSecret,
      customers: databaseCustomerStore(services.database),
      logger: createLogger('warn'),
    });
    services.billing = new Billing(provider, PlanCatalog.fromConfig(services.config.billing), {
      database: services.database,
      creditLedger: services.creditLedger,
      logger: services.logger,
      publicUrl: services.config.publicUrl,
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('serves the Stripe product ids and provider in /config.json and mounts no local checkout', async () => {
    expect(await (await fetch(`${server.url}/config.json`)).json()).toMatchObject({
      productIds: Object.fromEntries(productKeys.map((key) => [key, testProductId(key)])),

      billingProvider: 'stripe',
    });
    expect((await fetch(`${server.url}/dev/checkout/cs_local_x`)).status).toBe(404);
  });

  it('opens a Stripe checkout through the route and stores the customer', async () => {
    const user = await createTestUser(server);
    const response = await authedFetch(server, user, '/api/billing/checkout/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: testProductId('starter') }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_int' });
    expect(stripeCalls).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const customer = await server.services.database.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(customer.customer_id).toBe('cus_Int1');
  });

  it('verifies webhooks with STRIPE_WEBHOOK_SECRET', async () => {
    const user = await createTestUser(server);
    expect(await balanceOf(server, user)).toBe(0);
    const event = eventOf(
      'checkout.session.completed',
      checkoutSessionObject({
        id: 'cs_test_paid',
        customerId: 'cus_Int2',
        userId: user.id,
        planId: 'pack-1k',
        mode: 'payment',
        amountCents: 49_900,
        currency: 'usd',
        successUrl: '',
        cancelUrl: '',
        subscriptionId: null,
        invoiceId: null,
        paymentIntentId: 'pi_test_paid',
        created: new Date(),
      }),
    );
    expect((await sendWebhook(server, event, 'whsec_some_other_endpoint')).status).toBe(400);
    expect((await sendWebhook(server, event, 'whsec_integration')).status).toBe(200);
    expect(await balanceOf(server, user)).toBe(1000);
  });
});
