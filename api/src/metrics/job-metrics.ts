/**
 * Job durations and outcomes by queue, recorded around every handler `JobQueue.work` runs. An outcome is
 * `completed` (the handler returned) or `failed` (it threw: pg-boss retries it, or moves it to the queue's
 * dead letters once its retries are spent).
 */
import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const jobDuration = new Histogram({
  name: 'leadproof_job_duration_seconds',
  help: 'Jobs run by queue and outcome (completed, failed), and how long each attempt took.',
  labelNames: ['queue', 'outcome'] as const,
  // From a webhook delivery (milliseconds) to a large list's verification (many minutes).
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800],
  registers: [metricsRegistry],
});

/** Runs one attempt of a `queue` job through `handler`, timing it and counting its outcome. */
export async function observeJob<T>(queue: string, handler: () => Promise<T>): Promise<T> {
  const end = jobDuration.startTimer({ queue });
  try {
    const result = await handler();
    end({ outcome: 'completed' });
    return result;
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
}
