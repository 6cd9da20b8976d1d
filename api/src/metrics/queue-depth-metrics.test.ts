import { describe, expect, it, vi } from 'vitest';
import { trackQueueDepth } from './queue-depth-metrics';
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

  it('reuses one reading for scrapes close together, and reads again 5 s later', async () => {
    // The clock stands still between the scrapes unless the test moves it: a loaded machine cannot part them.
    vi.useFakeTimers({ toFake: ['Date'] });
    let reads = 0;
    const untrack = trackQueueDepth(async () => {
      reads++;
      return [{ queue: 'webhooks', state: 'created', jobs: reads }];
    });
    try {
      await metric();
      vi.advanceTimersByTime(5_000);
      expect(await metric()).toContain('leadproof_job_queue_jobs{queue="webhooks",state="created"} 1');
      expect(reads).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await metric()).toContain('leadproof_job_queue_jobs{queue="webhooks",state="created"} 2');
    } finally {
      untrack();
      vi.useRealTimers();
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
