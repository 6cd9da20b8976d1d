import { describe, expect, it } from 'vitest';
import { observeJob } from './job-metrics';
import { metricsRegistry } from './registry';

const metric = () => metricsRegistry.getSingleMetricAsString('leadproof_job_duration_seconds');

describe('observeJob', () => {
  it('times a job that returns as completed, and passes its result on', async () => {
    expect(await observeJob('test-ok', async () => 42)).toBe(42);
    expect(await metric()).toContain(
      'leadproof_job_duration_seconds_count{queue="test-ok",outcome="completed"} 1',
    );
  });

  it('times a job that throws as failed, and rethrows', async () => {
    await expect(
      observeJob('test-fail', async () => {
        throw new Error('receiver down');
      }),
    ).rejects.toThrow('receiver down');
    expect(await metric()).toContain(
      'leadproof_job_duration_seconds_count{queue="test-fail",outcome="failed"} 1',
    );
  });
});
