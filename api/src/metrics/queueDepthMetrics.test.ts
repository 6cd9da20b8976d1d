import { describe, expect, it } from 'vitest';
import { trackQueueDepth } from './queueDepthMetrics';
import { metricsRegistry } from './registry';

const metric = () => metricsRegistry.getSingleMetricAsString('leadproof_job_queue_jobs');

describe('queue depth', () => {
  it('reads the depth of each queue and state when scraped', async () => {
    const untrack = trackQueueDepth(async () => [
      { queue: 'orders-verify', state: 'created', jobs: 3 },
      { queue: 'orders-verify', state: 'active', jobs: 1 },
    ]);
    try {
      const text = await metric();
      expect(text).toContain('leadproof_job_queue_jobs{queue="orders-verify",state="created"} 3');
      expect(text).toContain('leadproof_job_queue_jobs{queue="orders-verify",state="active"} 1');
    } finally {
      untrack();
    }
    expect(await metric()).not.toContain('orders-verify');
  });

  it('reuses one reading for scrapes close together', async () => {
    let reads = 0;
    const untrack = trackQueueDepth(async () => {
      reads++;
      return [{ queue: 'webhooks', state: 'created', jobs: reads }];
    });
    try {
      await metric();
      expect(await metric()).toContain('leadproof_job_queue_jobs{queue="webhooks",state="created"} 1');
      expect(reads).toBe(1);
    } finally {
      untrack();
    }
  });

  it('leaves the gauge empty, not the scrape failed, when the database does not answer', async () => {
    const untrack = trackQueueDepth(async () => {
      throw new Error('connection terminated');
    });
    try {
      expect(await metric()).toContain('# TYPE leadproof_job_queue_jobs gauge');
    } finally {
      untrack();
    }
  });
});
