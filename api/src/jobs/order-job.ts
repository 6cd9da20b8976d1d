/**
 * What every per-order background job (verification, probe batches, merge, lead purchase) shares: a stately queue,
 * so an order (or a probe batch) has at most one queued and one active job; retries and expiry from
 * `config.verifyJob`; and a dead-letter queue whose handler ends the order once the retries are exhausted (its worker
 * kept dying, so the job's own last-attempt handling never ran). Generic over the process's services: `jobs/` knows
 * no feature.
 */
import type { Config } from '../config/config';
import { defineQueue, type JobQueue, type QueueDefinition } from './job-queue';

/** What the queue side of an order job needs of the process's services. */
export type OrderJobServices = {
  jobs: JobQueue;
  config: Pick<Config, 'verifyJob' | 'workerConcurrency'>;
};

/** The payload of a job on `key`: `{ orderId }` for most, `{ batchId }` for a probe batch. */
export type OrderJob<TKey extends string = 'orderId'> = { [K in TKey]: string };

/** Which try of a job is running: the last one ends the order instead of throwing to be retried. */
export type OrderJobAttempt = { retryCount: number; retryLimit: number };

/** A per-order job: its queues and its handlers. */
export type OrderJobDefinition<TServices extends OrderJobServices, TKey extends string = 'orderId'> = {
  /** The work queue's name. */
  name: string;
  /** The name of the queue that receives jobs whose retries are exhausted. */
  deadLetter: string;
  /** The payload field that names what one job works on (at most one queued and one active job per value). */
  key: TKey;
  /** How many jobs of the work queue one process runs at once. @default config.workerConcurrency */
  concurrency?: (services: TServices) => number;
  /** Runs one try on the order (or batch) `id`; throws to be retried. */
  run: (services: TServices, id: string, attempt: OrderJobAttempt) => Promise<void>;
  /** Ends the order (or batch) whose job was given up on. */
  abandon: (services: TServices, id: string) => Promise<void>;
};

/** The work queue of `job`: one queued and one active job per order (or batch) at most. */
export function orderJobQueue<TKey extends string>(
  job: Pick<OrderJobDefinition<OrderJobServices, TKey>, 'name' | 'deadLetter'>,
  config: Pick<Config, 'verifyJob'>,
): QueueDefinition<OrderJob<TKey>> {
  return defineQueue<OrderJob<TKey>>({
    name: job.name,
    retryLimit: config.verifyJob.retries,
    retryDelaySeconds: 5,
    expireInSeconds: config.verifyJob.timeoutSeconds,
    policy: 'stately',
    deadLetter: job.deadLetter,
  });
}

function deadLetterQueue<TKey extends string>(
  job: Pick<OrderJobDefinition<OrderJobServices, TKey>, 'deadLetter'>,
): QueueDefinition<OrderJob<TKey>> {
  return defineQueue<OrderJob<TKey>>({
    name: job.deadLetter,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
  });
}

/**
 * Enqueues `job` for the order (or batch) `id`, a no-op while one is already queued for it; no sooner than
 * `startAfterSeconds` from now, and before the jobs of lower `priority`. It takes the queue side only, so whoever
 * enqueues needs none of the services the job's run uses.
 */
export async function sendOrderJob<TKey extends string>(
  services: OrderJobServices,
  job: Pick<OrderJobDefinition<OrderJobServices, TKey>, 'name' | 'deadLetter' | 'key'>,
  id: string,
  options: { startAfterSeconds?: number; priority?: number } = {},
): Promise<void> {
  await services.jobs.send(orderJobQueue(job, services.config), { [job.key]: id } as OrderJob<TKey>, {
    singletonKey: id,
    ...options,
  });
}

/** Starts the workers of `job` and the handler of its dead letters on `jobs`. */
export async function workOrderJob<TServices extends OrderJobServices, TKey extends string>(
  jobs: JobQueue,
  services: TServices,
  job: OrderJobDefinition<TServices, TKey>,
): Promise<void> {
  const queue = orderJobQueue(job, services.config);
  // The payload's type holds `key`; indexing it by a type parameter is what TypeScript cannot see through.
  const idOf = (data: OrderJob<TKey>) => data[job.key] as string;
  await jobs.work(
    queue,
    ({ data, retryCount }) => job.run(services, idOf(data), { retryCount, retryLimit: queue.retryLimit }),
    {
      concurrency: job.concurrency?.(services) ?? services.config.workerConcurrency,
      pollingIntervalSeconds: 1,
    },
  );
  await jobs.work(deadLetterQueue(job), ({ data }) => job.abandon(services, idOf(data)), {
    concurrency: 1,
  });
}
