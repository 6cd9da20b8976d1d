import type { VerifyReport } from './report';

/** Buckets of the score histogram: ten points each, the last also holding 100. */
export const SCORE_BUCKETS = 10;

/** Index of the histogram bucket a score falls in (0–9 → 0, …, 90–100 → 9). */
export function scoreBucket(score: number): number {
  return Math.min(SCORE_BUCKETS - 1, Math.floor(score / 10));
}

/** The report's `score` block from rows per bucket and the sum of the scores. */
export function scoreSummary(
  histogram: readonly number[],
  scoreSum: number,
  rows: number,
): VerifyReport['score'] {
  return {
    mean: rows ? Math.round((scoreSum / rows) * 10) / 10 : 0,
    histogram: histogram.map((count, i) => ({
      from: i * 10,
      to: i === SCORE_BUCKETS - 1 ? 100 : i * 10 + 9,
      rows: count,
    })),
  };
}
