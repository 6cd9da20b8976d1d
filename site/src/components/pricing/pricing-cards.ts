import {
  type PlanCard,
  type PlanPeriod,
  type ProductKey,
  planCards,
  productKeys,
} from '@leadproof/contract/plans';

/**
 * The four cards of one pricing mode with the product ids this deployment configured in `/config.json`
 * (`productIds`). Before the config arrives, or for a plan it names no id for, a card has no product id.
 */
export function pricingCards(
  period: PlanPeriod,
  configured: Readonly<Record<string, string>> | undefined,
): PlanCard[] {
  const ids = Object.fromEntries(productKeys.map((key) => [key, configured?.[key] ?? ''])) as Record<
    ProductKey,
    string
  >;
  return planCards(period, ids).map(({ productId, ...card }) => (productId ? { ...card, productId } : card));
}

/** Whether a plan is sold through Contact Sales (Enterprise: custom price). */
export function isContactSalesPlan(plan: Pick<PlanCard, 'price'>): boolean {
  return plan.price === 'custom';
}
