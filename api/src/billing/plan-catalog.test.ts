import { localProductIds, monthlyPlans, oneTimePlans, planCards } from '@leadproof/contract/plans';
import { describe, expect, it } from 'vitest';
import { PlanCatalog } from './plan-catalog';

describe('plans and the catalog', () => {
  it('has four monthly and four one-time plans with their names, credits, prices and popular flags', () => {
    const figures = (plans: typeof monthlyPlans) =>
      plans.map((p) => [p.name, p.credits, p.price, p.period, Boolean(p.isPopular)]);
    expect(figures(monthlyPlans)).toEqual([
      ['Starter', 500, 199, 'month', false],
      ['Growth', 2000, 599, 'month', true],
      ['Scale', 6000, 1499, 'month', false],
      ['Enterprise', 'custom', 'custom', 'month', false],
    ]);
    expect(figures(oneTimePlans)).toEqual([
      ['Pack 1K', 1000, 499, 'one-time', false],
      ['Pack 3K', 3000, 1299, 'one-time', true],
      ['Pack 10K', 10000, 3999, 'one-time', false],
      ['Enterprise', 'custom', 'custom', 'one-time', false],
    ]);
    for (const plan of [...monthlyPlans, ...oneTimePlans]) {
      expect(plan.description.length, plan.name).toBeGreaterThan(20);
      expect(plan.features.length, plan.name).toBeGreaterThanOrEqual(3);
      expect(plan.buttonText, plan.name).toBe(plan.price === 'custom' ? 'Contact Sales' : plan.buttonText);
    }
  });

  it('puts a product id on every plan with a price, and none on Enterprise', () => {
    const cards = [...planCards('month', localProductIds), ...planCards('one-time', localProductIds)];
    expect(cards.map((c) => [c.name, c.productId])).toEqual([
      ['Starter', 'prod_local_starter'],
      ['Growth', 'prod_local_growth'],
      ['Scale', 'prod_local_scale'],
      ['Enterprise', undefined],
      ['Pack 1K', 'prod_local_pack_1k'],
      ['Pack 3K', 'prod_local_pack_3k'],
      ['Pack 10K', 'prod_local_pack_10k'],
      ['Enterprise', undefined],
    ]);
    expect(cards.every((card) => !('productKey' in card))).toBe(true);
  });

  it('maps product and price ids back to plans', () => {
    const catalog = PlanCatalog.fromConfig({ provider: 'local' });
    expect(catalog.productIds()).toEqual(localProductIds);
    expect(catalog.byProductId('prod_local_pack_1k')?.plan).toMatchObject({ id: 'pack-1k', credits: 1000 });
    expect(catalog.byPriceId('price_local_starter')?.plan).toMatchObject({ id: 'starter', period: 'month' });
    expect(catalog.byProductId('prod_local_growth')?.plan).toMatchObject({ id: 'growth', credits: 2000 });
    expect(catalog.byPriceId('price_local_pack_10k')?.plan).toMatchObject({ id: 'pack-10k' });
    expect(catalog.byProductId('growth')).toBeUndefined();
    expect(catalog.creditPlan('enterprise-monthly')).toBeUndefined();
  });
});
