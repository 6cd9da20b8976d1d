/**
 * What every per-order background job (verification, lead purchase) shares: a stately queue, so an
 * order has at most one queued and one active job; retries and expiry from `config.verifyJob`; and a
 * dead-letter queue whose handler ends the order once the retries are exhausted (its worker kept
 * dying, so the job's own last-attempt handling never ran).
 */
import type { Config } from '../config/config';
import type { Services } from '../services';
import { defineQueue, type JobQueue, type QueueDefinition } from './jobQueue';

/** The payload of a per-order job. */
export type OrderJob = { orderId: string };

/** Which try of a job is running: the last one ends the order instead of throwing to be retried. */
export type OrderJobAttempt = { retryCount: number; retryLimit: number };

/** A per-order job: its queues and its handlers. */
export type OrderJobDefinition = {
  /** The work queue's name. */
  name: string;
  /** The name of the queue that receives jobs whose retries are exhausted. */
  deadLetter: string;
  /** Runs one try on the order; throws to be retried. */
  run: (services: Services, orderId: string, attempt: OrderJobAttempt) => Promise<void>;
  /** Ends an order whose job was given up on. */
  abandon: (services: Services, orderId: string) => Promise<void>;
};

/** The work queue of `job`: one queued and one active job per order at most. */
export function orderJobQueue(job: OrderJobDefinition, config: Config): QueueDefinition<OrderJob> {
  return defineQueue<OrderJob>({
    name: job.name,
    retryLimit: config.verifyJob.retries,
    retryDelaySeconds: 5,
    expireInSeconds: config.verifyJob.timeoutSeconds,
    policy: 'stately',
    deadLetter: job.deadLetter,
  });
}

function deadLetterQueue(job: OrderJobDefinition): QueueDefinition<OrderJob> {
  return defineQueue<OrderJob>({
    name: job.deadLetter,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
  });
}

/** Enqueues `job` for an order (a no-op while one is already queued for it). */
export async function sendOrderJob(
  services: Services,
  job: OrderJobDefinition,
  orderId: string,
): Promise<void> {
  await services.jobs.send(orderJobQueue(job, services.config), { orderId }, { singletonKey: orderId });
}

/** Starts the workers of `job` and the handler of its dead letters on `jobs`. */
export async function workOrderJob(
  jobs: JobQueue,
  services: Services,
  job: OrderJobDefinition,
): Promise<void> {
  const queue = orderJobQueue(job, services.config);
  await jobs.work(
    queue,
    ({ data, retryCount }) => job.run(services, data.orderId, { retryCount, retryLimit: queue.retryLimit }),
    { concurrency: services.config.workerConcurrency, pollingIntervalSeconds: 1 },
  );
  await jobs.work(deadLetterQueue(job), ({ data }) => job.abandon(services, data.orderId), {
    concurrency: 1,
  });
}
