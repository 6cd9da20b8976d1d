/**
 * The public service status (`GET /api/status`, the site's `/status` page): the parts of the service from the
 * readiness checks (not a second set of probes), and how long ago the latest order completed. Like readiness, it
 * costs the database at most one look-up of that order per `cacheMs`, however often the public route is called.
 */
import type { ServiceComponentState, ServiceStatusResponse } from '@leadproof/sdk';
import type { Readiness } from './readiness';

/** Options of `ServiceStatus`. */
export type ServiceStatusOptions = {
  /** The readiness of this process, whose checks give the components' states. */
  readiness: Pick<Readiness, 'report'>;
  /** When the latest order (anyone's) completed; null when none has. Throws when the database cannot say. */
  latestCompletion(): Promise<Date | null>;
  /** How long one look-up of the latest completion is reused. @default 1000 @unit milliseconds */
  cacheMs?: number;
  /** The clock. @default Date.now */
  now?: () => number;
};

const state = (up: boolean): ServiceComponentState => (up ? 'operational' : 'down');

/** Builds the status report from readiness and the latest completed order. */
export class ServiceStatus {
  #latest: { at: number; completedAt: Date | null } | undefined;
  readonly #options: Required<ServiceStatusOptions>;

  constructor({ cacheMs = 1000, now = Date.now, ...options }: ServiceStatusOptions) {
    this.#options = { cacheMs, now, ...options };
  }

  /** The report the status page shows. */
  async report(): Promise<ServiceStatusResponse> {
    const { status, checks } = await this.#options.readiness.report();
    // The API is up when this process serves with its schema in place; a draining process still answers, but
    // is on its way out, which is what a visitor of the status page should see if it is the only one.
    const components = {
      api: state(status === 'ready' || status === 'unavailable'),
      database: state(checks.database),
      jobQueue: state(checks.queue),
    };
    const completedAt = checks.database ? await this.#latestCompletion() : null;
    const now = this.#options.now();
    return {
      status: Object.values(components).every((c) => c === 'operational') ? 'operational' : 'degraded',
      components,
      lastOrderCompletedSecondsAgo:
        completedAt === null ? null : Math.max(0, Math.floor((now - completedAt.getTime()) / 1000)),
      checkedAt: new Date(now).toISOString(),
    };
  }

  async #latestCompletion(): Promise<Date | null> {
    const now = this.#options.now();
    if (this.#latest && now - this.#latest.at < this.#options.cacheMs) return this.#latest.completedAt;
    try {
      const completedAt = await this.#options.latestCompletion();
      this.#latest = { at: now, completedAt };
      return completedAt;
    } catch {
      // The database went away between the readiness check and this look-up: the age is unknown, not an error.
      return null;
    }
  }
}
