import { usePageNavigation } from '@leadproof/auth/navigation';
import type { CheckoutReturn } from '@leadproof/contract/billing';
import type { PlanCard } from '@leadproof/contract/plans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClient } from '../../api/api-client-provider';
import type { BuyCreditsDialogProps } from './buy-credits-dialog';
import { checkoutMutation, purchasablePlansQuery } from './checkout-queries';

/** Options of `useBuyCredits`. */
export interface UseBuyCreditsOptions {
  /** Where the checkout returns: the billing page, or the home screen's upload. */
  returnTo: CheckoutReturn;
  /** Runs before the browser leaves for the checkout (the upload card keeps its file then). */
  beforeCheckout?: (() => Promise<void>) | undefined;
}

/**
 * The Buy credits dialog's state and actions: the plans (loaded once it opens), and Buy, which starts the plan's
 * checkout and sends the browser there; its failure stays in the dialog ('Failed to start checkout. Please try
 * again.').
 */
export function useBuyCredits({ returnTo, beforeCheckout }: UseBuyCreditsOptions) {
  const client = useClient();
  const navigatePage = usePageNavigation();
  const [open, setOpen] = useState(false);
  const plans = useQuery({ ...purchasablePlansQuery(), enabled: open });
  const checkout = useMutation(checkoutMutation(client, returnTo));
  const [buying, setBuying] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const onBuy = (plan: PlanCard) => {
    if (!plan.productId || buying) return;
    const productId = plan.productId;
    setBuying(plan.id);
    setFailed(false);
    void (async () => {
      try {
        await beforeCheckout?.();
        const { url } = await checkout.mutateAsync(productId);
        // 'Loading...' stays until the browser has left.
        navigatePage(url);
      } catch {
        setBuying(null);
        setFailed(true);
      }
    })();
  };

  const dialog: Omit<BuyCreditsDialogProps, 'need'> = {
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (!next) setFailed(false);
    },
    plans: plans.data,
    error: failed
      ? 'Failed to start checkout. Please try again.'
      : plans.isError
        ? 'The plans could not be loaded. Please try again.'
        : null,
    onBuy,
    buyingPlanId: buying,
  };
  return { dialog, openDialog: () => setOpen(true) };
}
