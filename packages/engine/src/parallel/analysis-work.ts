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
  private readonly analyzeBatch: (rows: readonly string[][]) => AnalyzedBatch;
  private finishing: FinishSetup | undefined;

  constructor(setup: BatchAnalyzerSetup) {
    this.analyzeBatch = createBatchAnalyzer(setup);
  }

  /** Pass one for a batch of parsed rows. */
  analyze(rows: readonly string[][]): AnalyzedBatch {
    return this.analyzeBatch(rows);
  }

  /** Compares the rows of a run of blocks. */
  match(task: MatchTask): BlockMatches {
    return matchBlocks(task);
  }

  /** Keeps what finishing rows needs. */
  prepareFinish(setup: FinishSetup): void {
    this.finishing = setup;
  }

  /** Pass two for a batch of spooled rows (after {@link prepareFinish}). */
  finish(request: FinishRequest): FinishedBatch {
    if (!this.finishing) throw new Error('Rows were sent to finish before the finishing set-up.');
    return finishBatch(request, this.finishing);
  }
}
