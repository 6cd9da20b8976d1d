import type { DuplicateFinder, DuplicateResolution } from '../dedupe/find-duplicates';
import type { AnalyzedBatch, BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { AnalysisPool } from './analysis-pool';
import { AnalysisWork } from './analysis-work';

/**
 * The analysis pool without threads: each request is done on the calling thread when it is made.
 * Used for inputs held in memory, with `threads: 0`, and when the engine runs from its sources.
 */
export class InThreadPool implements AnalysisPool {
  readonly threads = 0;
  private readonly work: AnalysisWork;

  constructor(setup: BatchAnalyzerSetup) {
    this.work = new AnalysisWork(setup);
  }

  /** Analyses a batch now. */
  async analyze(rows: string[][]): Promise<AnalyzedBatch> {
    return this.work.analyze(rows);
  }

  /** Lets the analyser's caches go. */
  async endPassOne(): Promise<void> {
    this.work.endPassOne();
  }

  /** Clusters the duplicates in one run over all blocks. */
  async resolveDuplicates(finder: DuplicateFinder): Promise<DuplicateResolution> {
    return finder.resolve();
  }

  /** Keeps what finishing rows needs. */
  async prepareFinish(setup: FinishSetup): Promise<void> {
    this.work.prepareFinish(setup);
  }

  /** Finishes a batch now. */
  async finish(request: FinishRequest): Promise<FinishedBatch> {
    return this.work.finish(request);
  }

  /** Nothing to stop. */
  async close(): Promise<void> {}
}
