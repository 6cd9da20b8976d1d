/**
 * The public service status (`GET /api/status`, the site's `/status` page): the parts of the service from the
 * readiness checks (not a second set of probes). It says nothing of business volume: no order counts or ages, which
 * would tell anyone how busy the service is (docs/decisions/site.md, "Status page").
 */
import type { ServiceComponentState, ServiceStatusResponse } from '@leadproof/contract/status';
import type { Readiness } from './readiness';

/** Options of `ServiceStatus`. */
export type ServiceStatusOptions = {
  /** The readiness of this process, whose checks give the components' states. */
  readiness: Pick<Readiness, 'report'>;
  /** The clock. @default Date.now */
  now?: () => number;
};

const state = (up: boolean): ServiceComponentState => (up ? 'operational' : 'down');

/** Builds the status report from readiness. */
export class ServiceStatus {
  readonly #readiness: Pick<Readiness, 'report'>;
  readonly #now: () => number;

  constructor({ readiness, now = Date.now }: ServiceStatusOptions) {
    this.#readiness = readiness;
    this.#now = now;
  }

  /** The report the status page shows. */
  async report(): Promise<ServiceStatusResponse> {
    const { status, checks } = await this.#readiness.report();
    // The API is up when this process serves with its schema in place; a draining process still answers, but
    // is on its way out, which is what a visitor of the status page should see if it is the only one.
    const components = {
      api: state(status === 'ready' || status === 'unavailable'),
      database: state(checks.database),
      jobQueue: state(checks.queue),
    };
    return {
      status: Object.values(components).every((c) => c === 'operational') ? 'operational' : 'degraded',
      components,
      checkedAt: new Date(this.#now()).toISOString(),
    };
  }
}
