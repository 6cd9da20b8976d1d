/**
 * Production without Stripe: every checkout and portal request is refused with 503, so no one can
 * obtain credits without paying. Webhooks fail their signature check (the secret is random).
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../errors/api-error';
import type { BillingProvider } from './billing-provider';

const notSetUp = () =>
  new ApiError({
    code: 'service_unavailable',
    message: 'Payments are not set up on this server yet. Please contact support.',
  });

export class UnconfiguredProvider implements BillingProvider {
  readonly kind = 'none' as const;
  readonly webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;

  async createCheckoutSession(): Promise<{ url: string }> {
    throw notSetUp();
  }

  async createPortalSession(): Promise<{ url: string }> {
    throw notSetUp();
  }

  async invoiceIdForPaymentIntent(): Promise<string | null> {
    return null;
  }

  /** Nothing to end: without a provider no subscription can be running. */
  async cancelSubscription(): Promise<void> {}
}
