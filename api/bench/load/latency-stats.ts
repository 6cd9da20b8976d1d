/** Percentiles of response times, computed from every sample (no histogram rounding). */

export type LatencySummary = { p50: number; p90: number; p99: number; max: number; mean: number };

/** Nearest-rank percentile of an ascending array; 0 for no samples. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** p50, p90, p99, max and mean of `samples` (milliseconds), to 0.1 ms. */
export function summarizeLatency(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(samples.length > 0 ? total / samples.length : 0),
  };
}
