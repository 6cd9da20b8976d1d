import { toast } from '@leadproof/ui';
import { useEffect } from 'react';
import { PRICING_PATH, pricingMessages } from './checkoutMessages';

/**
 * Back from a canceled checkout (`/pricing?checkout=cancel`): shows 'Payment Canceled', then resets the
 * address to /pricing so a reload does not show it again (SPEC §2).
 */
export function useCheckoutCancelNotice(): void {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('checkout') !== 'cancel') return;
    toast(pricingMessages.paymentCanceled);
    window.history.replaceState(window.history.state, '', PRICING_PATH);
  }, []);
}
