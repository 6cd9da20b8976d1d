import { describe, expect, it, vi } from 'vitest';
import { Readiness, type ReadinessProbes } from './readiness';

const up = (): ReadinessProbes => ({
  database: vi.fn(async () => ({ rows: [] })),
  queue: vi.fn(async () => true),
  migrations: vi.fn(async () => true),
});

const allChecks = { database: true, queue: true, migrations: true };

describe('Readiness', () => {
  it('is ready when the database, the queue and the migrations are', async () => {
    expect(await new Readiness(up()).report()).toEqual({ status: 'ready', checks: allChecks });
  });

  it('is starting while migrations are missing', async () => {
    const probes = { ...up(), migrations: async () => false };
    expect(await new Readiness(probes).report()).toEqual({
      status: 'starting',
      checks: { ...allChecks, migrations: false },
    });
  });

  it('is unavailable while the database cannot be reached, and then knows nothing of the migrations', async () => {
    const probes = {
      ...up(),
      database: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      },
    };
    expect(await new Readiness(probes).report()).toEqual({
      status: 'unavailable',
      checks: { database: false, queue: true, migrations: false },
    });
  });

  it('is unavailable while the job queue is stopped', async () => {
    const report = await new Readiness({ ...up(), queue: async () => false }).report();
    expect(report).toEqual({ status: 'unavailable', checks: { ...allChecks, queue: false } });
  });

  it('counts a check that outlasts its timeout as failed', async () => {
    const hanging = { ...up(), database: () => new Promise(() => {}) };
    const report = await new Readiness(hanging, { timeoutMs: 20 }).report();
    expect(report.status).toBe('unavailable');
    expect(report.checks.database).toBe(false);
  });

  it('reports draining once told to drain, whatever the checks say', async () => {
    const readiness = new Readiness(up());
    expect(readiness.draining).toBe(false);
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await readiness.report()).toEqual({ status: 'draining', checks: allChecks });
  });

  it('asks the backends once per cacheMs, however many callers there are', async () => {
    const probes = up();
    const readiness = new Readiness(probes, { cacheMs: 60_000 });
    await Promise.all(Array.from({ length: 20 }, () => readiness.report()));
    await readiness.report();
    expect(probes.database).toHaveBeenCalledTimes(1);
    expect(probes.queue).toHaveBeenCalledTimes(1);
    expect(probes.migrations).toHaveBeenCalledTimes(1);
  });

  it('asks again once the cached round is older than cacheMs', async () => {
    const probes = up();
    const readiness = new Readiness(probes, { cacheMs: 0 });
    await readiness.report();
    await readiness.report();
    expect(probes.database).toHaveBeenCalledTimes(2);
  });
});
