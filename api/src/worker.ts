/**
 * A production worker process: runs the product's jobs against PostgreSQL, no HTTP.
 * Start as many as the load needs, on any machines that reach the database.
 */
import { type Config, ConfigError } from './config/config';
import type { Logger } from './logger';
import { startConfiguredMetricsListener } from './metrics/metrics-listener';
import { openServices } from './open-services';
import { startWorkers, type WorkerQueues } from './workers';

/** Thrown when a worker is started without a shared PostgreSQL database. */
export class WorkerNeedsPostgresError extends Error {
  override name = 'WorkerNeedsPostgresError';
}

/** Starts the job handlers of `queues`; returns the function that stops them gracefully. */
export async function startWorker(
  config: Config,
  logger: Logger,
  queues: WorkerQueues = 'all',
): Promise<{ stop(): Promise<void> }> {
  if (config.database.driver !== 'postgres') {
    throw new WorkerNeedsPostgresError(
      'The worker command needs DATABASE_URL: in embedded mode the server runs the jobs itself (`pnpm start`).',
    );
  }
  if (queues === 'probe' && !config.mailboxProbe) {
    throw new ConfigError(
      'worker --queue probe has nothing to do while the mailbox check is off: set EMAIL_SMTP_PROBE=on.',
    );
  }
  const opened = await openServices(config, logger);
  // A worker has no HTTP app: its metrics are served on METRICS_PORT, or not at all.
  const metrics = await startConfiguredMetricsListener(config).catch(async (error: Error) => {
    await opened.close();
    throw error;
  });
  await startWorkers(opened.services.jobs, opened.services, queues);
  return {
    stop: async () => {
      await metrics?.close();
      await opened.close();
    },
  };
}
