import { describe, expect, it, vi } from 'vitest';
import type { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { Logger } from '../logger';
import { Billing } from './billing';
import type { BillingUser, CustomerStore } from './billing-customers';
import { PlanCatalog } from './plan-catalog';
import { createStripeClient, StripeProvider } from './stripe-provider';

type Captured = { method: string; url: URL; headers: Headers; form: URLSearchParams };

/** A fake `fetch` that answers like Stripe and records every request the SDK makes. */
function fakeStripe(answer: (request: Captured) => { status?: number; body: unknown }) {
  const requests: Captured[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request: Captured = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    };
    requests.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function stripeAnswers(request: Captured): { status?: number; body: unknown } {
  switch (request.url.pathname) {
    case '/v1/customers':
      return { body: { id: 'cus_test_1', object: 'customer' } };
    case '/v1/checkout/sessions':
      return {
        body: {
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        },
      };
    case '/v1/billing_portal/sessions':
      return {
        body: {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/test_1',
        },
      };
    case '/v1/invoice_payments':
      return {
        body: {
          object: 'list',
          has_more: false,
          data: [{ id: 'inpay_1', object: 'invoice_payment', invoice: 'in_test_7' }],
        },
      };
    default:
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
      };
  }
}

const logger: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const user: BillingUser = { id: '7b0f6a8e-0d5c-4a53-9d43-2a3c2f0e9b11', email: 'ada@example.com' };

function memoryCustomers(): CustomerStore {
  const ids = new Map<string, string>();
  return {
    async getOrCreate(who, create) {
      const existing = ids.get(who.id);
      if (existing) return existing;
      const id = await create(who);
      ids.set(who.id, id);
      return id;
    },
  };
}

function stripeBilling(answer = stripeAnswers) {
  const stripe = fakeStripe(answer);
  const provider = new StripeProvider({
    stripe: createStripeClient('sk_test_unit', stripe.fetch),
    webhookSecret: 'whsec_unit',
    customers: memoryCustomers(),
    logger,
  });
  const catalog = new PlanCatalog({
    starter: { productId: 'prod_Starter1', priceId: 'price_Starter1' },
    growth: { productId: 'prod_Growth1', priceId: 'price_Growth1' },
    scale: { productId: 'prod_Scale1', priceId: 'price_Scale1' },
    pack1k: { productId: 'prod_Pack1k', priceId: 'price_Pack1k' },
    pack3k: { productId: 'prod_Pack3k', priceId: 'price_Pack3k' },
    pack10k: { productId: 'prod_Pack10k', priceId: 'price_Pack10k' },
  });
  // Checkout and portal never touch the database or the ledger; only webhooks do.
  const billing = new Billing(provider, catalog, {
    database: {} as Database,
    creditLedger: {} as CreditLedger,
    logger,
    publicUrl: 'https://app.example.com',
  });
  return { billing, provider, requests: stripe.requests };
}

describe('Stripe provider (requests captured, no network)', () => {
  it('opens a subscription checkout for Starter on a customer created once', async () => {
    const { billing, requests } = stripeBilling();
    const { url } = await billing.startCheckout(user, 'prod_Starter1', 'retry-key-1');
    expect(url).toBe('https://checkout.stripe.com/c/pay/cs_test_1');

    const [customer, session] = requests;
    expect(customer?.method).toBe('POST');
    expect(customer?.url.href).toBe('https://api.stripe.com/v1/customers');
    expect(customer?.headers.get('authorization')).toBe('Bearer sk_test_unit');
    expect(customer?.headers.get('idempotency-key')).toBe(`customer:${user.id}`);
    expect(Object.fromEntries(customer?.form ?? [])).toEqual({
      email: user.email,
      'metadata[user_id]': user.id,
    });

    expect(session?.url.pathname).toBe('/v1/checkout/sessions');
    expect(session?.headers.get('idempotency-key')).toBe(`checkout:${user.id}:retry-key-1`);
    expect(Object.fromEntries(session?.form ?? [])).toEqual({
      mode: 'subscription',
      customer: 'cus_test_1',
      client_reference_id: user.id,
      'line_items[0][price]': 'price_Starter1',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.example.com/dashboard/billing?checkout=success',
      cancel_url: 'https://app.example.com/pricing?checkout=cancel',
      'metadata[user_id]': user.id,
      'metadata[plan_id]': 'starter',
      'subscription_data[metadata][user_id]': user.id,
      'subscription_data[metadata][plan_id]': 'starter',
    });
  });

  it('opens a one-time payment checkout for Pack 1K, reusing the customer', async () => {
    const { billing, requests } = stripeBilling();
    await billing.startCheckout(user, 'prod_Starter1');
    await billing.startCheckout(user, 'prod_Pack1k');
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/v1/customers',
      '/v1/checkout/sessions',
      '/v1/checkout/sessions',
    ]);
    const form = Object.fromEntries(requests[2]?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      customer: 'cus_test_1',
      'line_items[0][price]': 'price_Pack1k',
      'payment_intent_data[metadata][plan_id]': 'pack-1k',
      'invoice_creation[enabled]': 'true',
    });
    expect(form).not.toHaveProperty('subscription_data[metadata][plan_id]');
  });

  it('returns a checkout started from the dashboard to where it was started, paid or canceled', async () => {
    const { billing, requests } = stripeBilling();
    await billing.startCheckout(user, 'prod_Pack1k', undefined, 'upload');
    await billing.startCheckout(user, 'prod_Pack1k', undefined, 'billing');
    const returns = requests
      .filter((r) => r.url.pathname === '/v1/checkout/sessions')
      .map((r) => [r.form?.get('success_url'), r.form?.get('cancel_url')]);
    expect(returns).toEqual([
      [
        'https://app.example.com/dashboard?checkout=success',
        'https://app.example.com/dashboard?checkout=cancel',
      ],
      [
        'https://app.example.com/dashboard/billing?checkout=success',
        'https://app.example.com/dashboard/billing?checkout=cancel',
      ],
    ]);
  });

  it('refuses a product that is not for sale without calling Stripe', async () => {
    const { billing, requests } = stripeBilling();
    await expect(billing.startCheckout(user, 'prod_local_starter')).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining(
        'prod_Starter1, prod_Growth1, prod_Scale1, prod_Pack1k, prod_Pack3k, prod_Pack10k',
      ),
    });
    expect(requests).toHaveLength(0);
  });

  it('opens the customer portal returning to the billing page', async () => {
    const { billing, requests } = stripeBilling();
    const { url } = await billing.openPortal(user);
    expect(url).toBe('https://billing.stripe.com/p/session/test_1');
    const portal = requests.find((r) => r.url.pathname === '/v1/billing_portal/sessions');
    expect(Object.fromEntries(portal?.form ?? [])).toEqual({
      customer: 'cus_test_1',
      return_url: 'https://app.example.com/dashboard/billing?portal=success',
    });
  });

  it('finds the invoice a payment intent paid (for refunds of subscription months)', async () => {
    const { provider, requests } = stripeBilling();
    expect(await provider.invoiceIdForPaymentIntent('pi_test_9')).toBe('in_test_7');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/v1/invoice_payments');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      'payment[type]': 'payment_intent',
      'payment[payment_intent]': 'pi_test_9',
      limit: '1',
    });
  });

  it('turns a Stripe error into a clear 503', async () => {
    const { billing } = stripeBilling((request) =>
      request.url.pathname === '/v1/checkout/sessions'
        ? { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } }
        : stripeAnswers(request),
    );
    const failure = billing.startCheckout(user, 'prod_Pack1k');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('No such price'));
  });
});
