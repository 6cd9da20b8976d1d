/** A toast's texts. */
export interface PricingMessage {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

/**
 * The pricing page's toasts. 'Coming Soon' is left for a deployment that sells a plan under no product id;
 * Contact Sales opens the contact form instead of a toast (docs/decisions/site.md).
 */
export const pricingMessages = {
  comingSoon: { title: 'Coming Soon', description: 'This plan will be available soon. Stay tuned!' },
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

/** The explainer cards' message when the pricing call fails. */
export const PRICING_FAILED_MESSAGE = 'Failed to fetch pricing';

/** The pricing page's own path, which `?checkout=cancel` is reset to. */
export const PRICING_PATH = '/pricing';
