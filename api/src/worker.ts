/**
 * A production worker process: runs the product's jobs against PostgreSQL, no HTTP.
 * Start as many as the load needs, on any machines that reach the database.
 */
import type { Config } from './config/config';
import { startWorkers } from './jobs/workers';
import type { Logger } from './logger';
import { openServices } from './services';

/** Thrown when a worker is started without a shared PostgreSQL database. */
export class WorkerNeedsPostgresError extends Error {
  override name = 'WorkerNeedsPostgresError';
}

/** Starts the job handlers; returns the function that stops them gracefully. */
export async function startWorker(config: Config, logger: Logger): Promise<{ stop(): Promise<void> }> {
  if (config.database.driver !== 'postgres') {
    throw new WorkerNeedsPostgresError(
      'The worker command needs DATABASE_URL: in embedded mode the server runs the jobs itself (`pnpm start`).',
    );
  }
  const opened = await openServices(config, logger);
  await startWorkers(opened.services.jobs, opened.services);
  return { stop: () => opened.close() };
}
