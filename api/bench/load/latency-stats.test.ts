import { describe, expect, it } from 'vitest';
import { summarizeLatency } from './latency-stats';

describe('summarizeLatency', () => {
  it('gives nearest-rank percentiles of every sample', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
    expect(summarizeLatency(samples)).toEqual({ p50: 50, p90: 90, p99: 99, max: 100, mean: 50.5 });
  });

  it('is all zeros without samples', () => {
    expect(summarizeLatency([])).toEqual({ p50: 0, p90: 0, p99: 0, max: 0, mean: 0 });
  });
});
