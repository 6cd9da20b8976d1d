import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Routes under /api/dashboard. */
export class Dashboard<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/dashboard/summary`: greeting and the three stat cards. */
  summary(options?: RequestOptions) {
    return this._client.call('dashboard.summary', {}, options);
  }
}
