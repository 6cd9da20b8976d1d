import { healthResponseSchema } from '../contract/health';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/health`. */
export class Health<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/health`: liveness, version and backends (no auth). */
  check(options?: RequestOptions) {
    return this._client.get('/api/health', healthResponseSchema, { ...options, auth: false });
  }
}
