import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Routes under /api/pricing. */
export class Pricing<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/pricing`: price per row of each order type; public, so sent without a bearer token. */
  list(options?: RequestOptions) {
    return this._client.call('pricing.list', {}, options);
  }
}
