import { createApiClient, loadRuntimeConfig, usePageNavigation } from '@leadproof/dashboard/auth';
import type { PlanCard } from '@leadproof/sdk';
import { findPlan } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useCallback, useEffect, useState } from 'react';
import { PRICING_LOGIN_PATH, pricingMessages } from './checkoutMessages';
import { isContactSalesPlan, pricingCards } from './pricingCards';
import { useSessionWhenReady } from './useSessionWhenReady';

/** SPEC §4 "Checkout request": idle, pending (the plan's button reads 'Loading...'), success or error. */
export type CheckoutState =
  | { status: 'idle' }
  | { status: 'pending'; planId: string }
  | { status: 'success'; planId: string }
  | { status: 'error'; planId: string };

/**
 * What a plan button does (SPEC §2 "Pricing page"): Enterprise → 'Contact Sales' toast; a plan without a
 * product id → 'Coming Soon' toast; otherwise a visitor goes to /login?next=/pricing, and a signed-in
 * user gets a checkout session through the SDK and is sent to its URL.
 */
export function usePlanCheckout(): { state: CheckoutState; choosePlan: (plan: PlanCard) => Promise<void> } {
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  const waitForSession = useSessionWhenReady();
  const navigate = usePageNavigation();

  // Back from the checkout page can restore this page from the back/forward cache, still 'Loading...'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ status: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choosePlan = useCallback(
    async (plan: PlanCard) => {
      if (isContactSalesPlan(plan)) {
        toast(pricingMessages.contactSales);
        return;
      }
      if (!findPlan(plan.id)?.productKey) {
        toast(pricingMessages.comingSoon);
        return;
      }
      setState({ status: 'pending', planId: plan.id });
      try {
        // The card may have been drawn before /config.json arrived; the product id is read from it now.
        const config = await loadRuntimeConfig();
        const productId = pricingCards(plan.period, config.productIds).find(
          (card) => card.id === plan.id,
        )?.productId;
        if (!productId) {
          setState({ status: 'idle' });
          toast(pricingMessages.comingSoon);
          return;
        }
        const session = await waitForSession();
        if (!session) {
          navigate(PRICING_LOGIN_PATH);
          return;
        }
        // Built here rather than with `useApiClient()`, which reads `window` while rendering and so
        // cannot run when Astro pre-renders this island.
        const api = createApiClient({ accessToken: () => session.access_token });
        const { url } = await api.billing.createCheckoutSession({ product_id: productId });
        setState({ status: 'success', planId: plan.id });
        navigate(url);
      } catch {
        setState({ status: 'error', planId: plan.id });
        toast({ variant: 'destructive', ...pricingMessages.checkoutFailed });
      }
    },
    [navigate, waitForSession],
  );

  return { state, choosePlan };
}
