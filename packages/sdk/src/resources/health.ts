import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';

/** Routes under /api/health. */
export class Health<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `GET /api/health`: liveness, version and backends (no auth). */
  check(options?: RequestOptions) {
    return this._client.call('health.check', {}, options);
  }

  /**
   * `GET /api/health/ready`: resolves with the report when the deployment is ready (no auth, not retried). A 503
   * (starting, draining, unavailable) throws an `InternalServerError` whose `body` is the report.
   */
  ready(options?: RequestOptions) {
    return this._client.call('health.ready', {}, { maxRetries: 0, ...options });
  }
}
