import { describe, expect, it } from 'vitest';
import {
  everyPlanFeatures,
  formatPricePerCredit,
  lowestPricePerCreditPlan,
  monthlyPlans,
  oneTimePlans,
  plans,
  pricePerCreditMills,
} from './plans';

describe('price per credit', () => {
  it('is each plan price over its credits, in mills rounded half up, and custom for Enterprise', () => {
    expect(plans.map((plan) => [plan.id, pricePerCreditMills(plan)])).toEqual([
      ['starter', 398],
      ['growth', 300], // 599 / 2000 = 0.2995
      ['scale', 250], // 1499 / 6000 = 0.24983…
      ['enterprise-monthly', undefined],
      ['pack-1k', 499],
      ['pack-3k', 433],
      ['pack-10k', 400], // 3999 / 10000 = 0.3999
      ['enterprise-one-time', undefined],
    ]);
  });

  it('reads with three decimals, or two when the third is a zero', () => {
    expect(plans.map((plan) => formatPricePerCredit(plan))).toEqual([
      '$0.398 per credit',
      '$0.30 per credit',
      '$0.25 per credit',
      'Custom price per credit',
      '$0.499 per credit',
      '$0.433 per credit',
      '$0.40 per credit',
      'Custom price per credit',
    ]);
    expect(formatPricePerCredit({ price: 12, credits: 10 })).toBe('$1.20 per credit');
    expect(formatPricePerCredit({ price: 1, credits: 3 })).toBe('$0.333 per credit');
  });

  it('names the lowest of each period from the figures: Scale for the plans, Pack 10K for the packs', () => {
    expect(lowestPricePerCreditPlan('month')?.id).toBe('scale');
    expect(lowestPricePerCreditPlan('one-time')?.id).toBe('pack-10k');
    // The claim the catalogue once made by hand, "Pack 10K: the lowest price per credit", was false: every monthly
    // plan costs less per credit.
    const pack10k = pricePerCreditMills(oneTimePlans[2]!) ?? 0;
    expect(monthlyPlans.filter((plan) => (pricePerCreditMills(plan) ?? Infinity) < pack10k)).toHaveLength(3);
  });
});

describe('plan texts', () => {
  it('list API access and pre-verified leads on every plan, as the API allows them to every account', () => {
    for (const plan of plans) {
      for (const feature of everyPlanFeatures) expect(plan.features, plan.id).toContain(feature);
      expect(plan.features.join(' '), plan.id).toMatch(/API access/);
      expect(plan.features.join(' '), plan.id).toMatch(/Buy pre-verified leads/);
    }
  });

  it('make no comparison of prices by hand: those are derived from the figures', () => {
    for (const plan of plans) {
      const text = [plan.description, ...plan.features].join(' ');
      expect(text, plan.id).not.toMatch(/\b(lowest|lower|cheapest|cheaper|best value|save|saving)\b/i);
    }
  });
});
