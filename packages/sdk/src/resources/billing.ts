import type { CheckoutSessionCreateBody } from '@leadproof/contract/billing';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Body of `billing.createCheckoutSession`: the plan's product id. */
export type BillingCreateCheckoutSessionParams = CheckoutSessionCreateBody;

/** Routes under /api/billing. */
export class Billing<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/billing/checkout/session`: the checkout URL for a plan's product id. */
  createCheckoutSession(body: BillingCreateCheckoutSessionParams, options?: RequestOptions) {
    return this._client.call('billing.createCheckoutSession', { body }, options);
  }

  /** `POST /api/billing/portal` (no payload): the billing portal URL. */
  createPortalSession(options?: RequestOptions) {
    return this._client.call('billing.createPortalSession', {}, options);
  }
}
