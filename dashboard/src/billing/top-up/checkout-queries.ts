/** The Buy credits dialog's data: the plans sold online and the checkout (keys under `billingKeys`). */

import { loadRuntimeConfig } from '@leadproof/auth/runtime-config';
import type { CheckoutReturn } from '@leadproof/contract/billing';
import { type PlanCard, type ProductIds, planCards } from '@leadproof/contract/plans';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { billingKeys } from '../queries';

/** Plans the dashboard sells: one-time packs first (a top-up), then the monthly plans. */
const periods = ['one-time', 'month'] as const;

/**
 * The plans this deployment sells online: the pricing cards whose product id `/config.json` names (every plan with a
 * price). The others (Enterprise, plans without a product id) stay on /pricing, which the dialog links to.
 */
export function purchasablePlansQuery() {
  return queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: async (): Promise<PlanCard[]> => {
      // Whatever keys the server names: a plan whose key it leaves out gets no product id, and is left out here.
      const productIds = ((await loadRuntimeConfig()).productIds ?? {}) as ProductIds;
      return periods.flatMap((period) =>
        planCards(period, productIds).filter((card) => Boolean(card.productId)),
      );
    },
  });
}

/** `POST /api/billing/checkout/session` for a plan, coming back to `returnTo`: the URL to send the browser to. */
export function checkoutMutation(client: Leadproof, returnTo: CheckoutReturn) {
  return mutationOptions({
    mutationFn: (productId: string) =>
      client.billing.createCheckoutSession({ product_id: productId, return_to: returnTo }),
  });
}
