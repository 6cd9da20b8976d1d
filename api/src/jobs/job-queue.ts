/**
 * Background jobs on pg-boss, on the same database as everything else. The API server runs
 * workers in-process in embedded mode; in production any number of `worker` processes do.
 */
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { isDatabaseConnectionError } from '../db/connection-errors';
import type { Database } from '../db/database';
import { databaseBack, despiteOutages } from '../db/despite-outages';
import { Mutex } from '../db/mutex';
import type { Logger } from '../logger';
import { withLogContext } from '../logging/log-context';
import { observeJob } from '../metrics/job-metrics';
import type { QueueDepth } from '../metrics/queue-depth-metrics';
import { jobLogContext } from './job-log-context';

const QUEUE_CREATION_ATTEMPTS = 10;
/** The schema pg-boss keeps its tables in. */
const BOSS_SCHEMA = 'pgboss';
/** PostgreSQL errors of two sessions creating the same queue: deadlock, unique violation, duplicate table or object. */
const CONCURRENT_DDL_CODES = new Set(['40P01', '23505', '42P07', '42710']);

function isConcurrentDdlError(error: unknown): boolean {
  return CONCURRENT_DDL_CODES.has((error as { code?: string } | null)?.code ?? '');
}

/**
 * How often a worker polls a queue fed only by a schedule (hourly prunes and sweeps): a minute late is nothing for
 * them, and a job sent from this process wakes its worker at once. Every poll is a query, and on PGlite one of a
 * handful that kept an idle embedded server busy.
 */
export const SCHEDULED_QUEUE_POLLING_SECONDS = 60;

/** A named queue with its retry policy; declared once next to the code that handles it. */
export type QueueDefinition<TData> = {
  name: string;
  /** Attempts after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is presumed dead (its worker crashed) and retried. */
  expireInSeconds: number;
  /** `stately`: at most one queued and one active job per singleton key. @default 'standard' */
  policy?: 'standard' | 'stately';
  /** Queue that receives jobs whose retries are exhausted. */
  deadLetter?: string;
  /** Phantom field carrying the job's data type. */
  readonly _data?: TData;
};

/** Declares a queue; `TData` is the job payload type. */
export function defineQueue<TData>(
  definition: Omit<QueueDefinition<TData>, '_data'>,
): QueueDefinition<TData> {
  return definition;
}

export type Job<TData> = { id: string; data: TData; retryCount: number };

export type JobHandler<TData> = (job: Job<TData>) => Promise<void>;

/**
 * A feature's worker set-up: its handlers (and schedules) started on `jobs`. Generic over the process's services,
 * so the queue knows nothing of the features that register on it; the composition root (`workers.ts`) lists them.
 */
export type WorkerRegistration<TServices> = (jobs: JobQueue, services: TServices) => Promise<void>;

export type JobQueueOptions = {
  logger: Logger;
  /** Run pg-boss maintenance and schedules in this process. */
  supervise: boolean;
  /** Seconds between maintenance runs (which retry the jobs of dead workers). @default 30 */
  maintenanceIntervalSeconds?: number;
};

/** Where a queue is in its shutdown; the pg-boss SQL adapter reads it (it exists before the queue does). */
type Lifecycle = { stopped: boolean; ended: boolean };

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #created = new Set<string>();
  /** The pg-boss worker ids of the handlers this process runs, by queue: `send` wakes one instead of its next poll. */
  readonly #localWorkers = new Map<string, string[]>();
  /** One queue creation at a time in this process; other processes are handled by retrying. */
  readonly #creating = new Mutex();
  readonly #lifecycle: Lifecycle;

  private constructor(
    boss: PgBoss,
    private readonly database: Database,
    private readonly logger: Logger,
    lifecycle: Lifecycle,
  ) {
    this.#boss = boss;
    this.#lifecycle = lifecycle;
  }

  /** Starts pg-boss over `database`, creating its schema on first use. */
  static async start(database: Database, options: JobQueueOptions): Promise<JobQueue> {
    // `stopped` once `stop()` begins; `ended` once pg-boss has stopped, after which none of its SQL is awaited.
    const lifecycle: Lifecycle = { stopped: false, ended: false };
    const executeSql = async (text: string, values: unknown[]) => {
      try {
        return await database.executeSql(text, values);
      } catch (error) {
        if (!lifecycle.ended) throw error;
        // A handler that outlived the shutdown wait ends after the pool has closed, and pg-boss records that
        // end without awaiting the write: its failure would be an unhandled rejection that kills the process.
        // Drop the write (a promise that never settles ends that chain quietly); the job is still active and
        // is retried once it expires, as when a worker dies.
        options.logger.warn('job queue: a write after shutdown was dropped', { err: error });
        return new Promise<never>(() => {});
      }
    };
    for (let attempt = 1; ; attempt++) {
      const boss = new PgBoss({
        db: { executeSql },
        schema: BOSS_SCHEMA,
        supervise: options.supervise,
        schedule: options.supervise,
        migrate: true,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      });
      boss.on('error', (error: Error) => options.logger.error('job queue error', { err: error }));
      try {
        await boss.start();
        return new JobQueue(boss, database, options.logger, lifecycle);
      } catch (error) {
        // Processes starting together on a fresh database all try to create pg-boss's schema. Its lock
        // serializes them, but the loser's catalog cache can still miss the winner's schema, and it fails
        // with a duplicate key (23505) instead of "already exists". The winner has committed: start again.
        if (attempt >= 3 || (error as { code?: string }).code !== '23505') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async #ensureQueue(queue: QueueDefinition<unknown>): Promise<void> {
    if (this.#created.has(queue.name)) return;
    await this.#despiteOutages(() => this.#creating.run(() => this.#ensureQueueOnce(queue)));
  }

  /**
   * Runs an idempotent set-up step, waiting out a database outage instead of failing: a worker that is still
   * registering its queues when PostgreSQL restarts would otherwise exit with the jobs it already took, and they
   * would wait for their expiry.
   */
  #despiteOutages<T>(step: () => Promise<T>): Promise<T> {
    return despiteOutages(this.database, this.logger, 'job queue set-up', step);
  }

  async #ensureQueueOnce(queue: QueueDefinition<unknown>): Promise<void> {
    if (this.#created.has(queue.name)) return;
    // The API and worker processes create the same queues when they first need them; on a fresh
    // database two creations at once deadlock or collide in pg-boss's DDL. The loser tries again,
    // and then finds the queue the winner made.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#createOrUpdateQueue(queue);
        break;
      } catch (error) {
        if (attempt >= QUEUE_CREATION_ATTEMPTS || !isConcurrentDdlError(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 200));
      }
    }
    this.#created.add(queue.name);
  }

  async #createOrUpdateQueue(queue: QueueDefinition<unknown>): Promise<void> {
    const options = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
      ...(queue.policy ? { policy: queue.policy } : {}),
      ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
    };
    if (queue.deadLetter && !(await this.#boss.getQueue(queue.deadLetter))) {
      await this.#boss.createQueue(queue.deadLetter, { name: queue.deadLetter });
    }
    // createQueue is not an upsert: keep the first definition, update the policy if it changed.
    if (await this.#boss.getQueue(queue.name)) await this.#boss.updateQueue(queue.name, options);
    else await this.#boss.createQueue(queue.name, options);
  }

  /**
   * Enqueues a job, to run no sooner than `startAfterSeconds` from now; returns its id, or null when a `stately`
   * queue already holds one for `singletonKey`. Jobs of higher `priority` are taken first (default 0; then oldest
   * first). Handlers keep their own state idempotent: a job may run more than once.
   */
  async send<TData extends object>(
    queue: QueueDefinition<TData>,
    data: TData,
    options: { singletonKey?: string; startAfterSeconds?: number; priority?: number } = {},
  ): Promise<string | null> {
    await this.#ensureQueue(queue);
    const id = await this.#boss.send(queue.name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    });
    if (id !== null && !options.startAfterSeconds) this.#wakeLocalWorker(queue.name);
    return id;
  }

  /**
   * Wakes one of this process's workers of `queue`, taking turns: a job sent here starts now rather than at a
   * worker's next poll, which lets queues fed by schedules poll rarely. A worker busy with a job fetches again as
   * soon as it is done; the next send wakes the next worker.
   */
  #wakeLocalWorker(queueName: string): void {
    const workers = this.#localWorkers.get(queueName);
    const next = workers?.shift();
    if (!workers || !next) return;
    workers.push(next);
    this.#boss.notifyWorker(next);
  }

  /**
   * Creates `queue` now if this process has not yet, so that `sendWithin` can enqueue into it from inside a
   * transaction (where creating it would need a second connection, which PGlite's one session does not have).
   */
  async prepare(queue: QueueDefinition<unknown>): Promise<void> {
    await this.#ensureQueue(queue);
  }

  /**
   * Enqueues a job as part of the transaction `trx`: it exists if and only if the transaction commits (an outbox
   * row and the job that delivers it, together). `queue` must have been prepared (`prepare`) in this process.
   */
  async sendWithin<TData extends object>(
    trx: { executeQuery(query: CompiledQuery<unknown>): Promise<{ rows: unknown[] }> },
    queue: QueueDefinition<TData>,
    data: TData,
    options: { startAfterSeconds?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    if (!this.#created.has(queue.name)) {
      throw new Error(`job queue: ${queue.name} is sent to within a transaction before prepare() created it`);
    }
    const db = {
      executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values)),
    };
    return this.#boss.send(queue.name, data, {
      db,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /** Runs `handler` for each job of `queue`, `concurrency` at a time. A throw fails the attempt (and retries). */
  async work<TData>(
    queue: QueueDefinition<TData>,
    handler: JobHandler<TData>,
    options: { concurrency: number; pollingIntervalSeconds?: number },
  ): Promise<void> {
    await this.#ensureQueue(queue);
    for (let i = 0; i < options.concurrency; i++) {
      const workerId = await this.#boss.work<TData>(
        queue.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await this.#run(queue, handler, job);
        },
      );
      this.#localWorkers.set(queue.name, [...(this.#localWorkers.get(queue.name) ?? []), workerId]);
    }
  }

  /** Runs one job in its own log context (every line it logs names the job, its queue and its order), timed. */
  async #run<TData>(
    queue: QueueDefinition<TData>,
    handler: JobHandler<TData>,
    job: Job<TData>,
  ): Promise<void> {
    await withLogContext(jobLogContext(queue.name, job), async () => {
      const started = performance.now();
      const took = () => ({
        durationMs: Math.round(performance.now() - started),
        attempt: job.retryCount + 1,
      });
      try {
        await observeJob(queue.name, () =>
          handler({ id: job.id, data: job.data, retryCount: job.retryCount }),
        );
        this.logger.info('job completed', took());
      } catch (error) {
        this.logger.warn('job failed', { ...took(), err: error });
        // pg-boss records the failure right after this throw, once: during a database outage
        // that write is lost, and the job would wait for its expiry to be retried. Wait for
        // the database instead, so the retry comes after the usual delay.
        if (isDatabaseConnectionError(error)) await databaseBack(this.database, queue.expireInSeconds * 1000);
        throw error;
      }
    });
  }

  /** Enqueues a job of `queue` on a cron schedule (UTC); one per tick across all processes. */
  async schedule<TData extends object>(
    queue: QueueDefinition<TData>,
    cron: string,
    data: TData,
  ): Promise<void> {
    await this.#ensureQueue(queue);
    await this.#despiteOutages(() => this.#boss.schedule(queue.name, cron, data, { tz: 'UTC' }));
  }

  /** Whether the queue runs in this process and pg-boss' tables answer (readiness). */
  async isUp(): Promise<boolean> {
    if (this.#lifecycle.stopped) return false;
    return (await this.#boss.schemaVersion()) !== null;
  }

  /** Jobs per queue and state among the unfinished ones (created, retry, active): the queue-depth metric. */
  async depths(): Promise<QueueDepth[]> {
    // pg-boss' job states are an enum in lifecycle order: below `completed` is waiting or running.
    const { rows } = await this.database.executeSql(
      `select name, state::text as state, count(*)::int as jobs from ${BOSS_SCHEMA}.job where state < 'completed' group by name, state`,
    );
    return rows.map((row) => ({ queue: String(row.name), state: String(row.state), jobs: Number(row.jobs) }));
  }

  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then fails the rest so they are retried. */
  async stop(timeoutMs: number): Promise<void> {
    this.#lifecycle.stopped = true;
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    this.#lifecycle.ended = true;
  }
}
