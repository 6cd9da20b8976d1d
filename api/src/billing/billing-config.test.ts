import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { stripeTestCatalog, stripeTestEnv } from './stripe-test-env';

const stripe = stripeTestEnv('sk_live_abc123');

describe('billing configuration', () => {
  it('runs the local checkout when no Stripe variable is set', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'local' });
  });

  it('runs on Stripe with the key, the webhook secret and the catalog ids', () => {
    expect(loadConfig(stripe).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_abc123',
      webhookSecret: 'whsec_integration',
      catalog: stripeTestCatalog(),
    });
  });

  it('wants the key and the webhook secret together', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET })).toThrow(
      /STRIPE_SECRET_KEY must be set together/,
    );
  });

  it('names each missing catalog id when the key is set', () => {
    const { STRIPE_PRICE_PACK_1K: _price, STRIPE_PRODUCT_STARTER: _product, ...partial } = stripe;
    expect(() => loadConfig(partial)).toThrow(
      /STRIPE_PRODUCT_STARTER is required when STRIPE_SECRET_KEY is set.*STRIPE_PRICE_PACK_1K is required/s,
    );
    // A deployment configured before every plan was sold online hears which ids it now needs.
    const { STRIPE_PRODUCT_GROWTH: _g, STRIPE_PRICE_PACK_10K: _p, ...older } = stripe;
    expect(() => loadConfig(older)).toThrow(
      /STRIPE_PRODUCT_GROWTH is required when STRIPE_SECRET_KEY is set.*STRIPE_PRICE_PACK_10K is required/s,
    );
  });

  it('rejects values that are not Stripe ids, without echoing secrets', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_public' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_STARTER: 'prod_starter' })).toThrow(
      /STRIPE_PRICE_STARTER must be a Stripe price id \(price_…\)/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret-hunter2' })).toThrow(
      /^(?!.*hunter2)/,
    );
  });
});
