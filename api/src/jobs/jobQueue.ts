/**
 * Background jobs on pg-boss, on the same database as everything else. The API server runs
 * workers in-process in embedded mode; in production any number of `worker` processes do.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

/** A named queue with its retry policy; declared once next to the code that handles it. */
export type QueueDefinition<TData> = {
  name: string;
  /** Attempts after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is presumed dead (its worker crashed) and retried. */
  expireInSeconds: number;
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

export type JobQueueOptions = {
  logger: Logger;
  /** Run pg-boss maintenance and schedules in this process. */
  supervise: boolean;
};

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #created = new Set<string>();

  private constructor(
    boss: PgBoss,
    private readonly logger: Logger,
  ) {
    this.#boss = boss;
  }

  /** Starts pg-boss over `database`, creating its schema on first use. */
  static async start(database: Database, options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: options.supervise,
      schedule: options.supervise,
      migrate: true,
    });
    boss.on('error', (error: Error) => options.logger.error(`job queue: ${error.message}`));
    await boss.start();
    return new JobQueue(boss, options.logger);
  }

  async #ensureQueue(queue: QueueDefinition<unknown>): Promise<void> {
    if (this.#created.has(queue.name)) return;
    const options = {
      name: queue.name,
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: queue.expireInSeconds,
    };
    // createQueue is not an upsert: keep the first definition, update the policy if it changed.
    if (await this.#boss.getQueue(queue.name)) await this.#boss.updateQueue(queue.name, options);
    else await this.#boss.createQueue(queue.name, options);
    this.#created.add(queue.name);
  }

  /** Enqueues a job and returns its id. Callers keep their own state idempotent: a job may run more than once. */
  async send<TData extends object>(queue: QueueDefinition<TData>, data: TData): Promise<string> {
    await this.#ensureQueue(queue);
    const id = await this.#boss.send(queue.name, data);
    if (!id) throw new Error(`Job queue refused a job for ${queue.name}`);
    return id;
  }

  /** Runs `handler` for each job of `queue`, `concurrency` at a time. A throw fails the attempt (and retries). */
  async work<TData>(
    queue: QueueDefinition<TData>,
    handler: JobHandler<TData>,
    options: { concurrency: number; pollingIntervalSeconds?: number },
  ): Promise<void> {
    await this.#ensureQueue(queue);
    for (let i = 0; i < options.concurrency; i++) {
      await this.#boss.work<TData>(
        queue.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
            } catch (error) {
              this.logger.warn(`job ${queue.name}/${job.id} failed: ${(error as Error).message}`);
              throw error;
            }
          }
        },
      );
    }
  }

  /** Enqueues a job of `queue` on a cron schedule (UTC); one per tick across all processes. */
  async schedule<TData extends object>(
    queue: QueueDefinition<TData>,
    cron: string,
    data: TData,
  ): Promise<void> {
    await this.#ensureQueue(queue);
    await this.#boss.schedule(queue.name, cron, data, { tz: 'UTC' });
  }

  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then fails the rest so they are retried. */
  async stop(timeoutMs: number): Promise<void> {
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
