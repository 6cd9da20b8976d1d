import { findPlan, type PlanCard } from '@leadproof/contract/plans';
import { type PricingMessage, pricingMessages } from './checkout-messages';
import { contactSalesPathFor, signupPathFor } from './chosen-plan';
import { isContactSalesPlan, pricingCards } from './pricing-cards';

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

/** How a plan button press ended (the checkout request, the contact form, the sign-up detour). */
export type PlanChoiceOutcome = 'contact-sales' | 'coming-soon' | 'sign-up' | 'checkout' | 'error';

/** What `choosePlan` does for a visitor who is not signed in: the sign-up detour, or nothing (a resumed choice). */
export type SignedOutChoice = 'sign-up' | 'stay';

/**
 * What a plan button does (with the choices docs/decisions/site.md records): Enterprise → the
 * contact form (/contact?topic=sales); a plan this deployment sells under no product id → 'Coming Soon' toast;
 * otherwise, pending ('Loading...'), then a visitor goes to sign-up with the plan (`/signup?plan=…`, which carries
 * it through the e-mail confirmation to its checkout) and a signed-in user to the checkout session's URL; a failure
 * → 'Error' toast. `signedOut: 'stay'` leaves a visitor on the page (a choice resumed from `/pricing?plan=`).
 */
export async function choosePlan(
  plan: PlanCard,
  effects: PlanChoiceEffects,
  signedOut: SignedOutChoice = 'sign-up',
): Promise<PlanChoiceOutcome> {
  if (isContactSalesPlan(plan)) {
    effects.navigate(contactSalesPathFor(plan));
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
    if (url === null && signedOut === 'stay') {
      effects.setPending(false);
      return 'sign-up';
    }
    // Pending stays on until the browser leaves the page.
    effects.navigate(url ?? signupPathFor(plan));
    return url === null ? 'sign-up' : 'checkout';
  } catch {
    effects.setPending(false);
    effects.toast(pricingMessages.checkoutFailed);
    return 'error';
  }
}
