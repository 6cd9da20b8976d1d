/**
 * A Stripe configuration for tests: the key, the webhook secret and every plan's catalogue ids, named after the plan
 * (`prod_growth`, `price_growth`). Not a test file: imported by the billing and configuration tests.
 */
import { type ProductKey, productKeys } from '@leadproof/contract/plans';
import { stripeCatalogVariables } from '../config/config';

/** The product id `stripeTestEnv` gives `key`. */
export const testProductId = (key: ProductKey) => `prod_${key}`;
/** The price id `stripeTestEnv` gives `key`. */
export const testPriceId = (key: ProductKey) => `price_${key}`;

/** The environment of a deployment on Stripe (never contacted: tests capture its requests). */
export function stripeTestEnv(secretKey = 'sk_test_integration'): Record<string, string> {
  const catalog = productKeys.flatMap((key) => [
    [stripeCatalogVariables[key].product, testProductId(key)],
    [stripeCatalogVariables[key].price, testPriceId(key)],
  ]);
  return {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: 'whsec_integration',
    ...Object.fromEntries(catalog),
  };
}

/** The catalogue `stripeTestEnv` configures, as `BillingConfig` holds it. */
export function stripeTestCatalog() {
  return Object.fromEntries(
    productKeys.map((key) => [key, { productId: testProductId(key), priceId: testPriceId(key) }]),
  ) as Record<ProductKey, { productId: string; priceId: string }>;
}
