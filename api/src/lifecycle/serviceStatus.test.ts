import type { ReadinessResponse } from '@leadproof/sdk';
import { describe, expect, it, vi } from 'vitest';
import { ServiceStatus } from './serviceStatus';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const readiness = (report: ReadinessResponse) => ({ report: async () => report });
const ready: ReadinessResponse = {
  status: 'ready',
  checks: { database: true, queue: true, migrations: true },
};

describe('ServiceStatus', () => {
  it('is operational with every part up, and gives the latest completion age in whole seconds', async () => {
    const status = new ServiceStatus({
      readiness: readiness(ready),
      latestCompletion: async () => new Date(NOW - 90_500),
      now: () => NOW,
    });
    expect(await status.report()).toEqual({
      status: 'operational',
      components: { api: 'operational', database: 'operational', jobQueue: 'operational' },
      lastOrderCompletedSecondsAgo: 90,
      checkedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('is degraded with the job queue down, and still says when the latest order completed', async () => {
    const status = new ServiceStatus({
      readiness: readiness({
        status: 'unavailable',
        checks: { database: true, queue: false, migrations: true },
      }),
      latestCompletion: async () => new Date(NOW - 5_000),
      now: () => NOW,
    });
    expect(await status.report()).toMatchObject({
      status: 'degraded',
      components: { api: 'operational', database: 'operational', jobQueue: 'down' },
      lastOrderCompletedSecondsAgo: 5,
    });
  });

  it('does not ask a database that is down, and then knows no completion', async () => {
    const latestCompletion = vi.fn(async () => new Date(NOW));
    const status = new ServiceStatus({
      readiness: readiness({
        status: 'unavailable',
        checks: { database: false, queue: true, migrations: false },
      }),
      latestCompletion,
      now: () => NOW,
    });
    expect(await status.report()).toMatchObject({
      status: 'degraded',
      components: { database: 'down' },
      lastOrderCompletedSecondsAgo: null,
    });
    expect(latestCompletion).not.toHaveBeenCalled();
  });

  it('shows the API down while this process is starting or draining', async () => {
    for (const state of ['starting', 'draining'] as const) {
      const status = new ServiceStatus({
        readiness: readiness({ ...ready, status: state }),
        latestCompletion: async () => null,
      });
      expect((await status.report()).components.api).toBe('down');
    }
  });

  it('looks the latest completion up at most once per cache period, and a failed look-up is an unknown age', async () => {
    let now = NOW;
    const latestCompletion = vi.fn(async () => new Date(NOW - 10_000));
    const status = new ServiceStatus({
      readiness: readiness(ready),
      latestCompletion,
      cacheMs: 1000,
      now: () => now,
    });
    await status.report();
    now += 500;
    expect((await status.report()).lastOrderCompletedSecondsAgo).toBe(10);
    expect(latestCompletion).toHaveBeenCalledTimes(1);
    now += 600;
    latestCompletion.mockRejectedValueOnce(new Error('connection terminated'));
    expect((await status.report()).lastOrderCompletedSecondsAgo).toBeNull();
    expect(latestCompletion).toHaveBeenCalledTimes(2);
  });
});
