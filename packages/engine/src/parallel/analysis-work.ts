import { type BlockMatches, type MatchTask, matchBlocks } from '../dedupe/block-matcher';
import { type AnalyzedBatch, type BatchAnalyzerSetup, createBatchAnalyzer } from '../verify/analyze-batch';
import {
  type FinishedBatch,
  type FinishRequest,
  type FinishSetup,
  finishBatch,
} from '../verify/finish-batch';

/**
 * What an analysis pool does, on the thread that does it: an analysis worker serves it to its pool
 * through messages, and the in-thread pool calls it directly. Requests must come in a verification's
 * order: batches in input order, then runs of blocks, then the finish set-up and spooled rows.
 */
export class AnalysisWork {
  private analyzeBatch: ((rows: readonly string[][]) => AnalyzedBatch) | undefined;
  private finishing: FinishSetup | undefined;

  constructor(setup: BatchAnalyzerSetup) {
    this.analyzeBatch = createBatchAnalyzer(setup);
  }

  /** Pass one for a batch of parsed rows. */
  analyze(rows: readonly string[][]): AnalyzedBatch {
    if (!this.analyzeBatch) throw new Error('Rows were sent to analyse after pass one was over.');
    return this.analyzeBatch(rows);
  }

  /** Compares the rows of a run of blocks (pass one is over). */
  match(task: MatchTask): BlockMatches {
    this.endPassOne();
    return matchBlocks(task);
  }

  /** Keeps what finishing rows needs. */
  prepareFinish(setup: FinishSetup): void {
    this.endPassOne();
    this.finishing = setup;
  }

  /**
   * Lets the analyser's caches go (names, fold keys, countries, domains already asked for): nothing
   * after pass one reads them, and on a worker thread they would stay live through matching and pass
   * two, where the collector sizes the heap from what is live (peak RSS target).
   */
  private endPassOne(): void {
    this.analyzeBatch = undefined;
  }

  /** Pass two for a batch of spooled rows (after {@link prepareFinish}). */
  finish(request: FinishRequest): FinishedBatch {
    if (!this.finishing) throw new Error('Rows were sent to finish before the finishing set-up.');
    return finishBatch(request, this.finishing);
  }
}
