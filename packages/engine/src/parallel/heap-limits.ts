import type { ResourceLimits } from 'node:worker_threads';

/**
 * Young generation of every engine thread. Analysing a row allocates ~20 KB, nearly all short-lived
 * (libphonenumber alone about half): 16 MB scavenges half as often as 8 MB, about a tenth less CPU,
 * but costs ~20 MB more RSS, and the peak RSS target (< 250 MB on 50 MB) needs those (issue 42,
 * third round: 258 → 239 MB, with ~12% more CPU).
 */
const YOUNG_GENERATION_MB = 8;

/**
 * Heap limits of one analysis thread: its live data is the phone metadata, the disposable-domain
 * list and bounded memo caches; a cap keeps the collector from letting garbage pile up (peak RSS target).
 */
export const ANALYSIS_THREAD_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
};

/**
 * Heap limits of a thread that matches blocks and finishes rows (after pass one): its live data is
 * the finishing set-up (MX answers by domain) and the batch in hand.
 */
export const FINISH_THREAD_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 48,
  maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
};

/**
 * Heap limits of the thread that verifies a file. The de-duplication keys live in shared memory
 * outside it, so it holds batches in flight and the rows being parsed: a fixed base, plus room for a
 * file whose rows are few and enormous.
 */
export function fileThreadLimits(inputBytes: number): ResourceLimits {
  return {
    maxOldGenerationSizeMb: Math.round(48 + inputBytes / 1048576),
    maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
  };
}
