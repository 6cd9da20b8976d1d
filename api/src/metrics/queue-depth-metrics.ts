/**
 * Queue depth: jobs per queue and state (`created`, `retry`, `active`), read from pg-boss' table when Prometheus
 * scrapes, at most once per `QUEUE_DEPTH_CACHE_MS`, so frequent scrapes (or several scrapers) cost one query.
 */
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry';

/** One row of the count: how many jobs of `queue` are in `state`. */
export type QueueDepth = { queue: string; state: string; jobs: number };

/** Reads the counts (`JobQueue.depths`). */
export type QueueDepthSource = () => Promise<QueueDepth[]>;

const QUEUE_DEPTH_CACHE_MS = 5_000;

const sources = new Set<QueueDepthSource>();
let cached: { at: number; depths: Promise<QueueDepth[]> } | undefined;

async function readDepths(): Promise<QueueDepth[]> {
  const all = await Promise.all([...sources].map((source) => source().catch(() => [])));
  return all.flat();
}

new Gauge({
  name: 'leadproof_job_queue_jobs',
  help: 'Jobs waiting (created, retry) or running (active) per queue, as pg-boss holds them.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const now = Date.now();
    if (!cached || now - cached.at > QUEUE_DEPTH_CACHE_MS) cached = { at: now, depths: readDepths() };
    const depths = await cached.depths;
    this.reset();
    for (const { queue, state, jobs } of depths) this.inc({ queue, state }, jobs);
  },
});

/**
 * Makes `source` the scrape's queue depth; returns the function that stops reading it (a process's job queue
 * closing). A database that does not answer leaves the gauge empty for that scrape rather than failing it.
 */
export function trackQueueDepth(source: QueueDepthSource): () => void {
  sources.add(source);
  cached = undefined;
  return () => {
    sources.delete(source);
    cached = undefined;
  };
}
