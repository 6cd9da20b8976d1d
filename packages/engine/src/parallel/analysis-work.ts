import type { BlockMatches, MatchTask } from '../dedupe/block-matcher';
import { type AnalyzedBatch, type BatchAnalyzerSetup, createBatchAnalyzer } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import { FinishWork } from './finish-work';

/**
 * What an analysis pool does, on the thread that does it: an analysis worker serves pass one to its
 * pool through messages, and the in-thread pool calls all of it directly. Requests must come in a
 * verification's order: batches in input order, then runs of blocks, then the finish set-up and
 * spooled rows.
 */
export class AnalysisWork {
  private analyzeBatch: ((rows: readonly string[][]) => AnalyzedBatch) | undefined;
  private readonly after = new FinishWork();

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
    return this.after.match(task);
  }

  /** Keeps what finishing rows needs. */
  prepareFinish(setup: FinishSetup): void {
    this.endPassOne();
    this.after.prepareFinish(setup);
  }

  /**
   * Lets the analyser's caches go (names, fold keys, countries, domains already asked for): nothing
   * after pass one reads them, and while live they set how large the collector lets the heap grow
   * during matching and pass two (peak RSS target).
   */
  endPassOne(): void {
    this.analyzeBatch = undefined;
  }

  /** Pass two for a batch of spooled rows (after {@link prepareFinish}). */
  finish(request: FinishRequest): FinishedBatch {
    return this.after.finish(request);
  }
}
