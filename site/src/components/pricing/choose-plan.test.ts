import { localProductIds, type PlanCard } from '@leadproof/contract/plans';
import { describe, expect, it, vi } from 'vitest';
import { choosePlan, type PlanChoiceEffects } from './choose-plan';
import { pricingCards } from './pricing-cards';

function plan(id: string): PlanCard {
  const found = [...pricingCards('month', undefined), ...pricingCards('one-time', undefined)].find(
    (card) => card.id === id,
  );
  if (!found) throw new Error(id);
  return found;
}

function effects(overrides: Partial<Pick<PlanChoiceEffects, 'productIds' | 'startCheckout'>> = {}) {
  return {
    toast: vi.fn<PlanChoiceEffects['toast']>(),
    navigate: vi.fn<PlanChoiceEffects['navigate']>(),
    setPending: vi.fn<PlanChoiceEffects['setPending']>(),
    productIds: vi.fn<PlanChoiceEffects['productIds']>(async () => localProductIds),
    startCheckout: vi.fn<PlanChoiceEffects['startCheckout']>(
      async () => 'http://localhost:8787/dev/checkout/cs_1',
    ),
    ...overrides,
  };
}

describe('choosePlan', () => {
  it('Enterprise (either mode): the contact form with the sales topic and the plan, nothing else', async () => {
    for (const id of ['enterprise-monthly', 'enterprise-one-time']) {
      const fx = effects();
      expect(await choosePlan(plan(id), fx)).toBe('contact-sales');
      expect(fx.navigate).toHaveBeenCalledWith(`/contact?topic=sales&plan=${id}`);
      expect(fx.toast).not.toHaveBeenCalled();
      expect(fx.setPending).not.toHaveBeenCalled();
    }
  });

  it("a deployment without a product id for Starter: 'Coming Soon' after the config is read", async () => {
    const fx = effects({ productIds: vi.fn(async () => ({ pack1k: 'prod_1' })) });
    expect(await choosePlan(plan('starter'), fx)).toBe('coming-soon');
    expect(fx.setPending.mock.calls).toEqual([[true], [false]]);
    expect(fx.startCheckout).not.toHaveBeenCalled();
  });

  it('every plan with a price: pending, then the checkout URL with its configured product id', async () => {
    for (const [id, productId] of [
      ['starter', localProductIds.starter],
      ['growth', localProductIds.growth],
      ['scale', localProductIds.scale],
      ['pack-1k', localProductIds.pack1k],
      ['pack-3k', localProductIds.pack3k],
      ['pack-10k', localProductIds.pack10k],
    ] as const) {
      const fx = effects();
      expect(await choosePlan(plan(id), fx)).toBe('checkout');
      expect(fx.setPending).toHaveBeenCalledWith(true);
      expect(fx.startCheckout).toHaveBeenCalledWith(productId);
      expect(fx.navigate).toHaveBeenCalledWith('http://localhost:8787/dev/checkout/cs_1');
    }
  });

  it('a visitor who is not signed in goes to sign-up with the plan (not sign-in)', async () => {
    for (const id of ['starter', 'growth', 'pack-10k']) {
      const fx = effects({ startCheckout: vi.fn(async () => null) });
      expect(await choosePlan(plan(id), fx)).toBe('sign-up');
      expect(fx.navigate).toHaveBeenCalledWith(`/signup?plan=${id}`);
    }
  });

  it("a resumed choice ('stay') leaves a visitor who is not signed in on the page, not pending", async () => {
    const fx = effects({ startCheckout: vi.fn(async () => null) });
    expect(await choosePlan(plan('growth'), fx, 'stay')).toBe('sign-up');
    expect(fx.navigate).not.toHaveBeenCalled();
    expect(fx.setPending.mock.calls).toEqual([[true], [false]]);
  });

  it("a failed checkout: 'Error' / 'Failed to start checkout. Please try again.' and the button is back", async () => {
    const fx = effects({ startCheckout: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await choosePlan(plan('pack-1k'), fx)).toBe('error');
    expect(fx.toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to start checkout. Please try again.',
      variant: 'destructive',
    });
    expect(fx.setPending.mock.calls).toEqual([[true], [false]]);
    expect(fx.navigate).not.toHaveBeenCalled();
  });
});
