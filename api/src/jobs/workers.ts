/**
 * Every job handler of the product, registered in whichever process runs workers: the embedded
 * server, or a production `worker` process. Features add their queue and handler here.
 */
import type { Services } from '../http/appEnv';
import type { JobQueue } from './jobQueue';

export type WorkerRegistration = (jobs: JobQueue, services: Services) => Promise<void>;

/** The product's job handlers; each feature appends one registration. */
export const workerRegistrations: WorkerRegistration[] = [];

/** Starts every registered worker on `jobs`. */
export async function startWorkers(jobs: JobQueue, services: Services): Promise<void> {
  for (const register of workerRegistrations) await register(jobs, services);
}
