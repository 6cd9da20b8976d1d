import { findPlan, type PlanCard } from '@leadproof/sdk';
import { PRICING_LOGIN_PATH, type PricingMessage, pricingMessages } from './checkoutMessages';
import { isContactSalesPlan, pricingCards } from './pricingCards';

/**
 * Creates a checkout session for a product id as the signed-in user: its URL, or null when nobody is
 * signed in. Rejects when the checkout cannot be started.
 */
export type CheckoutStarter = (productId: string) => Promise<string | null>;

/** What choosing a plan may do to the page; the pricing page's custom element supplies them. */
export interface PlanChoiceEffects {
  toast(message: PricingMessage): void;
  navigate(url: string): void;
  /** Marks the plan's checkout as pending ('Loading...') or over. */
  setPending(pending: boolean): void;
  /** The product ids this deployment configured (`/config.json` `productIds`). */
  productIds(): Promise<Readonly<Record<string, string>> | undefined>;
  startCheckout: CheckoutStarter;
}

/** How a plan button press ended (SPEC §4 "Checkout request", plus the two toasts and the sign-in detour). */
export type PlanChoiceOutcome = 'contact-sales' | 'coming-soon' | 'sign-in' | 'checkout' | 'error';

/**
 * What a plan button does (SPEC §2 "Pricing page"): Enterprise → 'Contact Sales' toast; a plan without a
 * product id → 'Coming Soon' toast; otherwise, pending ('Loading...'), then a visitor goes to
 * /login?next=/pricing and a signed-in user to the checkout session's URL; a failure → 'Error' toast.
 */
export async function choosePlan(plan: PlanCard, effects: PlanChoiceEffects): Promise<PlanChoiceOutcome> {
  if (isContactSalesPlan(plan)) {
    effects.toast(pricingMessages.contactSales);
    return 'contact-sales';
  }
  if (!findPlan(plan.id)?.productKey) {
    effects.toast(pricingMessages.comingSoon);
    return 'coming-soon';
  }
  effects.setPending(true);
  try {
    const productId = pricingCards(plan.period, await effects.productIds()).find(
      (card) => card.id === plan.id,
    )?.productId;
    if (!productId) {
      // This deployment sells the plan under no product id.
      effects.setPending(false);
      effects.toast(pricingMessages.comingSoon);
      return 'coming-soon';
    }
    const url = await effects.startCheckout(productId);
    // Pending stays on until the browser leaves the page.
    effects.navigate(url ?? PRICING_LOGIN_PATH);
    return url === null ? 'sign-in' : 'checkout';
  } catch {
    effects.setPending(false);
    effects.toast(pricingMessages.checkoutFailed);
    return 'error';
  }
}
