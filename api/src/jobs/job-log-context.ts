/** The log context of one job: its id, its queue, and the ids its payload names — never the rest of the payload. */
import type { LogContext } from '../logging/log-context';

/** Payload fields copied into the job's log lines: ids only, so a payload that grows never leaks into the log. */
const LOGGED_PAYLOAD_IDS = ['orderId', 'userId', 'batchId', 'deliveryId'] as const;

/** The fields every log line of `job` on `queue` carries. */
export function jobLogContext(queue: string, job: { id: string; data: unknown }): LogContext {
  const context: LogContext = { jobId: job.id, queue };
  const data = typeof job.data === 'object' && job.data !== null ? (job.data as Record<string, unknown>) : {};
  for (const name of LOGGED_PAYLOAD_IDS) {
    const value = data[name];
    if (typeof value === 'string') context[name] = value;
  }
  return context;
}
