import { findPlan, type ProductKey, plans } from '@leadproof/contract/plans';
import { ExitError, exitCodes, UsageError } from '../errors';
import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof buy`. */
export interface BuyOptions extends CommandOptions {
  /** A plan id of `@leadproof/contract/plans`: `starter`, `pack-1k`, … */
  plan: string;
  /** `--open`: open the checkout in the default browser as well. */
  open: boolean;
}

/** `leadproof buy PLAN`: starts a checkout for a plan and prints (and with `--open` opens) its URL. */
export async function runBuy(options: BuyOptions): Promise<void> {
  const { runtime } = options;
  const output = createOutput(options);
  const plan = findPlan(options.plan.toLowerCase());
  if (!plan)
    throw new UsageError(`Unknown plan "${options.plan}". Plans: ${plans.map((p) => p.id).join(', ')}.`);
  // Enterprise is sold through the contact form (every other plan starts checkout); 'Coming Soon' is left
  // for a deployment that sells a plan under no product id.
  if (plan.price === 'custom')
    throw new ExitError(
      exitCodes.error,
      `Contact Sales: Enterprise is priced with you. Write to us at ${options.apiUrl}/contact?topic=sales&plan=${plan.id}`,
      'contact_sales',
    );
  if (!plan.productKey)
    throw new ExitError(
      exitCodes.error,
      'Coming Soon: This plan will be available soon. Stay tuned!',
      'coming_soon',
    );
  const { client } = await signedInClient(options);
  const productId = await productIdOf(options, plan.productKey);
  const { url } = await client.billing.createCheckoutSession(
    { product_id: productId },
    { signal: runtime.signal },
  );
  if (options.open) await runtime.openUrl(url);
  output.result({ plan: plan.id, productId, url, opened: options.open }, () => [
    `Checkout for ${plan.name}: ${url}`,
    ...(options.open ? ['Opened in your browser.'] : []),
  ]);
}

/** This deployment's product id of a plan, from `/config.json` (they differ between deployments). */
async function productIdOf({ apiUrl, runtime }: BuyOptions, key: ProductKey): Promise<string> {
  const response = await runtime.fetch(`${apiUrl}/config.json`, { signal: runtime.signal });
  if (!response.ok) throw new Error(`${apiUrl}/config.json answered ${response.status}.`);
  const config = (await response.json()) as { productIds?: Partial<Record<ProductKey, string>> };
  const id = config.productIds?.[key];
  if (!id)
    throw new ExitError(
      exitCodes.error,
      'Coming Soon: This plan will be available soon. Stay tuned!',
      'coming_soon',
    );
  return id;
}
