import { pricingListResponseSchema } from '@leadproof/contract/pricing';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/pricing`. */
export class Pricing<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/pricing`: price per row of each order type; sent without a bearer token (SPEC §7). */
  list(options?: RequestOptions) {
    return this._client.get('/api/pricing', pricingListResponseSchema, { ...options, auth: false });
  }
}
