import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Routes under /api/status. */
export class Status<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/status`: the public service status: components and the latest completed order's age (no auth). */
  retrieve(options?: RequestOptions) {
    return this._client.call('status.retrieve', {}, options);
  }
}
