import type { ReadinessResponse } from '@leadproof/contract/health';
import { describe, expect, it } from 'vitest';
import { ServiceStatus } from './service-status';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const readiness = (report: ReadinessResponse) => ({ report: async () => report });
const ready: ReadinessResponse = {
  status: 'ready',
  checks: { database: true, queue: true, migrations: true },
};

describe('ServiceStatus', () => {
  it('is operational with every part up, and says only that (no business figures)', async () => {
    const status = new ServiceStatus({ readiness: readiness(ready), now: () => NOW });
    expect(await status.report()).toEqual({
      status: 'operational',
      components: { api: 'operational', database: 'operational', jobQueue: 'operational' },
      checkedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('is degraded with the job queue down', async () => {
    const status = new ServiceStatus({
      readiness: readiness({
        status: 'unavailable',
        checks: { database: true, queue: false, migrations: true },
      }),
      now: () => NOW,
    });
    expect(await status.report()).toEqual({
      status: 'degraded',
      components: { api: 'operational', database: 'operational', jobQueue: 'down' },
      checkedAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('is degraded with the database down', async () => {
    const status = new ServiceStatus({
      readiness: readiness({
        status: 'unavailable',
        checks: { database: false, queue: true, migrations: false },
      }),
    });
    expect(await status.report()).toMatchObject({ status: 'degraded', components: { database: 'down' } });
  });

  it('shows the API down while this process is starting or draining', async () => {
    for (const state of ['starting', 'draining'] as const) {
      const status = new ServiceStatus({ readiness: readiness({ ...ready, status: state }) });
      expect((await status.report()).components.api).toBe('down');
    }
  });
});
