import { availableParallelism } from 'node:os';
import type { DuplicateFinder, DuplicateResolution } from '../dedupe/find-duplicates';
import type { AnalyzedBatch, BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { VerifyOptions } from '../verify/options';
import { type CsvInput, isInMemoryInput } from '../verify/source';
import { WorkerPool } from './worker-pool';
import { workerScript } from './worker-script';

/**
 * Where a verification's per-row work runs: worker threads ({@link WorkerPool}) or the calling thread
 * (`InThreadPool`). The passes use only this interface, so they run the same code either way.
 */
export interface AnalysisPool {
  /** Worker threads behind the pool; 0 when the work runs on the calling thread. */
  readonly threads: number;
  /** Pass one for a batch of parsed rows; batches must be sent in input order. */
  analyze(rows: string[][]): Promise<AnalyzedBatch>;
  /** Pass one is over (every batch answered): lets go of what only it needed, its threads on a worker pool. */
  endPassOne(): Promise<void>;
  /** Clusters the duplicates once pass one is over. */
  resolveDuplicates(finder: DuplicateFinder): Promise<DuplicateResolution>;
  /** Hands over what finishing rows needs (once, after the clustering). */
  prepareFinish(setup: FinishSetup): Promise<void>;
  /** Pass two for a batch of spooled rows. */
  finish(request: FinishRequest): Promise<FinishedBatch>;
  /** Stops the threads, if any. */
  close(): Promise<void>;
}

/**
 * Analysis threads the engine uses by default: one per core, two at most. The thread that reads the
 * file only parses, spools and hands out work, so on two cores both go to analysis, matching and
 * finishing; each thread costs ~40 MB (phone metadata, disposable list, caches), hence the cap.
 */
function defaultThreadCount(): number {
  return Math.min(2, availableParallelism());
}

/**
 * The pool for one input: worker threads for a file or stream when the engine is built (its worker
 * script exists) and `options.threads` is not 0, else the calling thread. The one place that decides.
 */
export async function openAnalysisPool(
  input: CsvInput,
  options: Pick<VerifyOptions, 'threads'>,
  setup: BatchAnalyzerSetup,
): Promise<AnalysisPool> {
  const script = workerScript();
  const threads = isInMemoryInput(input) ? 0 : (options.threads ?? defaultThreadCount());
  if (script && threads > 0) return new WorkerPool(script, threads, setup);
  // Loaded only here: the phone metadata and disposable list must stay out of a thread that only reads.
  return new (await import('./in-thread-pool')).InThreadPool(setup);
}
