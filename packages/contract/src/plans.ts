/**
 * The plans, as plain data: one module read by the pricing page (plan cards) and by the
 * API (what a checkout sells, how many credits a payment buys). Product ids are not baked in: they
 * differ per deployment, so the API serves them in `/config.json` (`productIds`) and
 * `planCards(period, productIds)` puts them on the cards.
 * @module
 */

/** How a plan is billed (a plan card's `period`): every month, or once. */
export type PlanPeriod = 'month' | 'one-time';

/**
 * The plans sold online, each under a product id of its own: every plan with a price (once only Starter and
 * Pack 1K were; the others were dead ends, see docs/decisions/site.md "Every priced plan can be bought").
 */
export type ProductKey = 'starter' | 'growth' | 'scale' | 'pack1k' | 'pack3k' | 'pack10k';

/** Every product key, monthly plans first, in card order. */
export const productKeys: readonly ProductKey[] = Object.freeze([
  'starter',
  'growth',
  'scale',
  'pack1k',
  'pack3k',
  'pack10k',
]);

/** The payment provider's product id of each plan that can start checkout. */
export type ProductIds = Readonly<Record<ProductKey, string>>;

/** The product ids of embedded mode's local checkout; production reads Stripe's from configuration. */
export const localProductIds: ProductIds = Object.freeze({
  starter: 'prod_local_starter',
  growth: 'prod_local_growth',
  scale: 'prod_local_scale',
  pack1k: 'prod_local_pack_1k',
  pack3k: 'prod_local_pack_3k',
  pack10k: 'prod_local_pack_10k',
});

/** Stable identifiers of the plans (keys for lists, metadata on payments). */
export type PlanId =
  | 'starter'
  | 'growth'
  | 'scale'
  | 'enterprise-monthly'
  | 'pack-1k'
  | 'pack-3k'
  | 'pack-10k'
  | 'enterprise-one-time';

/** One plan with the texts of its card. */
export interface Plan {
  id: PlanId;
  name: string;
  /** Credits per month (monthly plans) or once (packs); `'custom'` for Enterprise. */
  credits: number | 'custom';
  /** Price in whole US dollars per period; `'custom'` for Enterprise, whose button is Contact Sales. */
  price: number | 'custom';
  period: PlanPeriod;
  description: string;
  features: readonly string[];
  buttonText: string;
  /** Which product id this plan sells under; absent: the plan cannot start checkout ('Coming Soon'). */
  productKey?: ProductKey;
  /** Highlighted as Most Popular. */
  isPopular?: boolean;
}

/** A plan as a pricing card shows it, its product id resolved for this deployment. */
export interface PlanCard extends Omit<Plan, 'productKey'> {
  /** Present only on plans that can start checkout: send it as `product_id` to `POST /api/billing/checkout/session`. */
  productId?: string;
}

/**
 * Days a month of subscription credits stays spendable (credits roll over monthly for 90 days). The API's
 * ledger dates each lot with it; the cards and the pricing page's questions quote it.
 */
export const SUBSCRIPTION_CREDITS_VALID_DAYS = 90;
/** Days a one-time pack's credits stay spendable: paid up front without a renewal, they keep a year. */
export const PACK_CREDITS_VALID_DAYS = 365;
/** Days the free trial's credits stay spendable. */
export const TRIAL_CREDITS_VALID_DAYS = 30;

const ROLLOVER = `Unused credits roll over for ${SUBSCRIPTION_CREDITS_VALID_DAYS} days`;
const PACK_VALIDITY = `Credits stay valid for ${PACK_CREDITS_VALID_DAYS} days`;

/**
 * What every plan gets, the free trial included: nothing in the API is limited by plan (API keys, real-time checks,
 * lead purchases and webhooks answer any account with credits). Listed on every card, so no card suggests otherwise.
 */
export const everyPlanFeatures: readonly string[] = Object.freeze([
  'Upload & Verify: e-mail, phone, duplicates and connect score',
  'Buy pre-verified leads (Source + Verify)',
  'API access: API keys, CLI, SDK and webhooks',
]);

/** Monthly subscriptions, in card order. */
export const monthlyPlans: readonly Plan[] = Object.freeze([
  {
    id: 'starter',
    name: 'Starter',
    credits: 500,
    price: 199,
    period: 'month',
    description: 'For small teams cleaning their first lists before every campaign.',
    features: ['500 credits every month', ...everyPlanFeatures, ROLLOVER, 'E-mail support'],
    buttonText: 'Get Started',
    productKey: 'starter',
  },
  {
    id: 'growth',
    name: 'Growth',
    credits: 2000,
    price: 599,
    period: 'month',
    description: 'For sales teams running outbound every week.',
    features: ['2,000 credits every month', ...everyPlanFeatures, ROLLOVER, 'E-mail support'],
    buttonText: 'Get Started',
    productKey: 'growth',
    isPopular: true,
  },
  {
    id: 'scale',
    name: 'Scale',
    credits: 6000,
    price: 1499,
    period: 'month',
    description: 'For revenue teams verifying and sourcing contacts at volume.',
    features: [
      '6,000 credits every month',
      ...everyPlanFeatures,
      ROLLOVER,
      'Custom integrations',
      'Phone and e-mail support',
    ],
    buttonText: 'Get Started',
    productKey: 'scale',
  },
  {
    id: 'enterprise-monthly',
    name: 'Enterprise',
    credits: 'custom',
    price: 'custom',
    period: 'month',
    description: 'For organisations that need custom volumes, terms and onboarding.',
    features: [
      'Custom monthly credit volume',
      'Volume pricing per credit',
      ...everyPlanFeatures,
      'Custom integrations',
      'Dedicated account manager',
      'Invoice billing',
    ],
    buttonText: 'Contact Sales',
  },
]);

/** One-time credit packs, in card order. */
export const oneTimePlans: readonly Plan[] = Object.freeze([
  {
    id: 'pack-1k',
    name: 'Pack 1K',
    credits: 1000,
    price: 499,
    period: 'one-time',
    description: 'A one-off top-up for a single campaign, no subscription.',
    features: ['1,000 credits, paid once', ...everyPlanFeatures, PACK_VALIDITY, 'E-mail support'],
    buttonText: 'Buy Credits',
    productKey: 'pack1k',
  },
  {
    id: 'pack-3k',
    name: 'Pack 3K',
    credits: 3000,
    price: 1299,
    period: 'one-time',
    description: 'Credits for a quarter of campaigns, paid once.',
    features: ['3,000 credits, paid once', ...everyPlanFeatures, PACK_VALIDITY, 'E-mail support'],
    buttonText: 'Buy Credits',
    productKey: 'pack3k',
    isPopular: true,
  },
  {
    id: 'pack-10k',
    name: 'Pack 10K',
    credits: 10000,
    price: 3999,
    period: 'one-time',
    description: 'For large list clean-ups and sourcing runs, paid once.',
    features: ['10,000 credits, paid once', ...everyPlanFeatures, PACK_VALIDITY, 'E-mail support'],
    buttonText: 'Buy Credits',
    productKey: 'pack10k',
  },
  {
    id: 'enterprise-one-time',
    name: 'Enterprise',
    credits: 'custom',
    price: 'custom',
    period: 'one-time',
    description: 'Large one-off volumes with custom pricing and terms.',
    features: [
      'Custom credit volume',
      'Volume pricing per credit',
      ...everyPlanFeatures,
      'Dedicated account manager',
      'Invoice billing',
    ],
    buttonText: 'Contact Sales',
  },
]);

/** Every plan, monthly first. */
export const plans: readonly Plan[] = Object.freeze([...monthlyPlans, ...oneTimePlans]);

/** The four cards of one pricing mode, with this deployment's product ids on the plans that have one. */
export function planCards(period: PlanPeriod, productIds: ProductIds): PlanCard[] {
  return plans
    .filter((plan) => plan.period === period)
    .map(({ productKey, ...card }) => (productKey ? { ...card, productId: productIds[productKey] } : card));
}

/** The plan with this id, if any. */
export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** A plan's price as cards show it: `$1,499` or `Custom`. */
export function formatPlanPrice(plan: Pick<Plan, 'price'>): string {
  return plan.price === 'custom' ? 'Custom' : `$${plan.price.toLocaleString('en-US')}`;
}

/** How many credits a plan gives, as cards say it: `2,000 credits per month`, `1,000 credits`. */
export function formatPlanCredits(plan: Pick<Plan, 'credits' | 'period'>): string {
  if (plan.credits === 'custom') return 'Custom credit volume';
  const credits = `${plan.credits.toLocaleString('en-US')} credits`;
  return plan.period === 'month' ? `${credits} per month` : credits;
}

/**
 * A plan's price per credit in thousandths of a dollar (mills), rounded half up: 398 for Starter ($199 / 500).
 * Undefined for Enterprise. Whole numbers, so comparisons between plans are exact.
 */
export function pricePerCreditMills(plan: Pick<Plan, 'price' | 'credits'>): number | undefined {
  if (plan.price === 'custom' || plan.credits === 'custom') return undefined;
  return Math.round((plan.price * 1000) / plan.credits);
}

/** A plan's price per credit as cards show it: `$0.398 per credit`, `$0.25 per credit`, or `Custom price per credit`. */
export function formatPricePerCredit(plan: Pick<Plan, 'price' | 'credits'>): string {
  const mills = pricePerCreditMills(plan);
  if (mills === undefined) return 'Custom price per credit';
  // Two decimals where the third is 0 ($0.25), three otherwise ($0.398): never a rounding that hides a difference.
  const fraction = String(mills % 1000).padStart(3, '0');
  return `$${Math.floor(mills / 1000)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction} per credit`;
}

/**
 * The plan of `period` with the lowest price per credit: what a "lowest price per credit" claim may name, computed
 * from the catalogue rather than written by hand (Pack 10K's is not lower than Growth's, for one).
 */
export function lowestPricePerCreditPlan(period: PlanPeriod): Plan | undefined {
  let lowest: { plan: Plan; mills: number } | undefined;
  for (const plan of plans) {
    const mills = plan.period === period ? pricePerCreditMills(plan) : undefined;
    if (mills !== undefined && (!lowest || mills < lowest.mills)) lowest = { plan, mills };
  }
  return lowest?.plan;
}
