/**
 * The process's one metrics registry: Node's default process metrics (CPU, memory, event loop, GC) and every
 * Leadproof metric, each declared in its own module against it. One per process, as Prometheus scrapes processes:
 * the API server and each worker expose their own.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric of this process. */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry });

/** The registry in Prometheus' text format, and its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
