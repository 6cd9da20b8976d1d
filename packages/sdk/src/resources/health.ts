import { healthResponseSchema, readinessResponseSchema } from '@leadproof/contract/health';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** `/api/health`. */
export class Health<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/health`: liveness, version and backends (no auth). */
  check(options?: RequestOptions) {
    return this._client.get('/api/health', healthResponseSchema, { ...options, auth: false });
  }

  /**
   * `GET /api/health/ready`: resolves with the report when the deployment is ready (no auth, not retried). A 503
   * (starting, draining, unavailable) throws an `InternalServerError` whose `body` is the report.
   */
  ready(options?: RequestOptions) {
    return this._client.get('/api/health/ready', readinessResponseSchema, {
      maxRetries: 0,
      ...options,
      auth: false,
    });
  }
}
