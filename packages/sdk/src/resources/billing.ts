import { type CheckoutSessionCreateBody, redirectUrlResponseSchema } from '@leadproof/contract/billing';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/billing`. */
export class Billing<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/billing/checkout/session`: the checkout URL for a plan's product id. */
  createCheckoutSession(body: CheckoutSessionCreateBody, options?: RequestOptions) {
    return this._client.post('/api/billing/checkout/session', redirectUrlResponseSchema, {
      ...options,
      body,
    });
  }

  /** `POST /api/billing/portal` (no payload): the billing portal URL. */
  createPortalSession(options?: RequestOptions) {
    return this._client.post('/api/billing/portal', redirectUrlResponseSchema, options);
  }
}
