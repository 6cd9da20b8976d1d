/**
 * Whether this process should get traffic (`GET /api/health/ready`): not while it is draining (shutting down), nor
 * while the database, the job queue or the schema's migrations are missing. The checks are cheap queries with a
 * timeout, and their result is kept for `cacheMs`: a load balancer polling every second, or anyone calling the public
 * route in a loop, costs the database at most one round of them per `cacheMs`.
 */
import type { ReadinessResponse } from '@leadproof/contract/health';

/** The backends readiness asks; each throws (or resolves false) when it is not usable. */
export type ReadinessProbes = {
  /** The database answers (`select 1`). */
  database(): Promise<unknown>;
  /** The job queue runs and its tables answer. */
  queue(): Promise<boolean>;
  /** Every migration this build ships has been applied. */
  migrations(): Promise<boolean>;
};

/** Options of `Readiness`. */
export type ReadinessOptions = {
  /** How long one round of checks is reused. @default 1000 @unit milliseconds */
  cacheMs?: number;
  /** How long one check may take before it counts as failed. @default 2000 @unit milliseconds */
  timeoutMs?: number;
};

type Checks = ReadinessResponse['checks'];

/** Resolves `probe`'s verdict, false when it throws, resolves false or outlasts `timeoutMs`. */
async function passes(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([probe().then((result) => result !== false), timeout])) === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A process's readiness: its checks, cached, and its draining flag. */
export class Readiness {
  #draining = false;
  #last: { at: number; checks: Checks } | undefined;
  #running: Promise<Checks> | undefined;
  readonly #cacheMs: number;
  readonly #timeoutMs: number;

  constructor(
    private readonly probes: ReadinessProbes,
    { cacheMs = 1000, timeoutMs = 2000 }: ReadinessOptions = {},
  ) {
    this.#cacheMs = cacheMs;
    this.#timeoutMs = timeoutMs;
  }

  /** Marks the process as shutting down: from now on it reports `draining`, whatever the checks say. */
  drain(): void {
    this.#draining = true;
  }

  /** Whether `drain` was called. */
  get draining(): boolean {
    return this.#draining;
  }

  /** The report `GET /api/health/ready` answers with; `ready` is the only status that means "send traffic". */
  async report(): Promise<ReadinessResponse> {
    const checks = await this.#checks();
    const status = this.#draining
      ? 'draining'
      : !checks.database || !checks.queue
        ? 'unavailable'
        : !checks.migrations
          ? 'starting'
          : 'ready';
    return { status, checks };
  }

  #checks(): Promise<Checks> {
    // One round at a time: callers arriving while it runs share it, and its result for `cacheMs` after.
    if (this.#running) return this.#running;
    if (this.#last && Date.now() - this.#last.at < this.#cacheMs) return Promise.resolve(this.#last.checks);
    const running = this.#runChecks().then((checks) => {
      this.#last = { at: Date.now(), checks };
      this.#running = undefined;
      return checks;
    });
    this.#running = running;
    return running;
  }

  async #runChecks(): Promise<Checks> {
    const [database, queue, migrations] = await Promise.all([
      passes(() => this.probes.database(), this.#timeoutMs),
      passes(() => this.probes.queue(), this.#timeoutMs),
      passes(() => this.probes.migrations(), this.#timeoutMs),
    ]);
    // Without the database, nothing is known of the migrations.
    return { database, queue, migrations: database && migrations };
  }
}
