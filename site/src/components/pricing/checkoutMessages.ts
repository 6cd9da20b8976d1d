/** A toast's texts. */
export interface PricingMessage {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/** The pricing page's toasts, word for word from SPEC §8. */
export const pricingMessages = {
  comingSoon: { title: 'Coming Soon', description: 'This plan will be available soon. Stay tuned!' },
  contactSales: {
    title: 'Contact Sales',
    description: 'Please contact our sales team for enterprise pricing.',
  },
  paymentCanceled: {
    title: 'Payment Canceled',
    description: 'Your payment was canceled. No charges were made.',
  },
  checkoutFailed: {
    title: 'Error',
    description: 'Failed to start checkout. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, PricingMessage>;

/** The explainer cards' message when the pricing call fails (SPEC §8). */
export const PRICING_FAILED_MESSAGE = 'Failed to fetch pricing';

/** Where a visitor who is not signed in goes from a plan button (SPEC §2). */
export const PRICING_LOGIN_PATH = '/login?next=/pricing';

/** The pricing page's own path, which `?checkout=cancel` is reset to. */
export const PRICING_PATH = '/pricing';
