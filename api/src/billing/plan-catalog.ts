/**
 * What this deployment sells: the plans sold online (`@leadproof/contract/plans`) with their provider product and
 * price ids (fixed local ids in embedded mode, Stripe's from configuration in production).
 */
import {
  findPlan,
  localProductIds,
  type Plan,
  type ProductIds,
  type ProductKey,
  plans,
  productKeys,
} from '@leadproof/contract/plans';
import type { BillingConfig } from '../config/config';

/** A plan that can start checkout, with the ids it sells under. */
export type CatalogItem = {
  key: ProductKey;
  plan: Plan & { credits: number; price: number };
  productId: string;
  priceId: string;
};

/** The ids one plan sells under: the product the pricing page sends, and the price a checkout charges. */
type CatalogIds = { productId: string; priceId: string };

/** The local checkout's price ids, one per product. */
export const localPriceIds: Readonly<Record<ProductKey, string>> = Object.freeze({
  starter: 'price_local_starter',
  growth: 'price_local_growth',
  scale: 'price_local_scale',
  pack1k: 'price_local_pack_1k',
  pack3k: 'price_local_pack_3k',
  pack10k: 'price_local_pack_10k',
});

/** The purchasable plans, findable by product, price or plan id. */
export class PlanCatalog {
  readonly items: readonly CatalogItem[];

  constructor(ids: Readonly<Record<ProductKey, CatalogIds>>) {
    this.items = plans.flatMap((plan) => {
      if (!plan.productKey || plan.credits === 'custom' || plan.price === 'custom') return [];
      const { productId, priceId } = ids[plan.productKey];
      return [
        {
          key: plan.productKey,
          plan: { ...plan, credits: plan.credits, price: plan.price },
          productId,
          priceId,
        },
      ];
    });
  }

  /** The catalog of a billing configuration. */
  static fromConfig(billing: BillingConfig): PlanCatalog {
    if (billing.provider === 'stripe') return new PlanCatalog(billing.catalog);
    const ids = productKeys.map((key) => [
      key,
      { productId: localProductIds[key], priceId: localPriceIds[key] },
    ]);
    return new PlanCatalog(Object.fromEntries(ids) as Record<ProductKey, CatalogIds>);
  }

  /** The product id of each purchasable plan, as `/config.json` serves them to the pricing page. */
  productIds(): ProductIds {
    const ids = Object.fromEntries(this.items.map((item) => [item.key, item.productId]));
    return ids as Record<ProductKey, string>;
  }

  /** The purchasable plan sold under this product id. */
  byProductId(productId: string): CatalogItem | undefined {
    return this.items.find((item) => item.productId === productId);
  }

  /** The purchasable plan charged at this price id. */
  byPriceId(priceId: string): CatalogItem | undefined {
    return this.items.find((item) => item.priceId === priceId);
  }

  /** A plan with a fixed credit amount, by plan id (from payment metadata). */
  creditPlan(planId: string | undefined): (Plan & { credits: number }) | undefined {
    const plan = planId ? findPlan(planId) : undefined;
    return plan && plan.credits !== 'custom' ? { ...plan, credits: plan.credits } : undefined;
  }
}
