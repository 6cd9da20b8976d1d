import type { BlockMatches, MatchTask } from '../dedupe/block-matcher';
import type { OutputColumn } from '../mailbox/results-file';
import type { VerifyReport } from '../report/report';
import type { AnalyzedBatch, BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { VerifyOptions, VerifyProgress } from '../verify/options';

/** What a pass-one worker needs to build its row context. */
export interface AnalyzeWorkerData extends BatchAnalyzerSetup {
  kind: 'analyze';
}

/** A worker for what follows pass one (matching blocks, finishing rows): it needs nothing up front. */
export interface FinishWorkerData {
  kind: 'finish';
}

/**
 * Work for a pool's workers, in the order of a verification: batches of parsed rows (pass one, for
 * `analyze` workers), then runs of blocks to match, what finishing needs and batches of spooled rows
 * (for the `finish` workers that replace them).
 */
export type AnalyzeRequest =
  | { seq: number; type: 'analyze'; rows: string[][] }
  | { seq: number; type: 'match'; task: MatchTask }
  | { seq: number; type: 'finishSetup'; setup: FinishSetup }
  | { seq: number; type: 'finish'; request: FinishRequest };

/** What a worker answers; `ready` acknowledges a finish set-up. */
export type AnalyzeResult = AnalyzedBatch | BlockMatches | FinishedBatch | 'ready';

/** A worker's answer to one {@link AnalyzeRequest}. */
export type AnalyzeResponse =
  | { seq: number; result: AnalyzeResult; error?: undefined }
  | { seq: number; result?: undefined; error: { message: string; stack?: string } };

/** What a worker needs to verify a whole file (see `verify-file-thread.ts`). */
export interface VerifyFileWorkerData {
  kind: 'verifyFile';
  inputPath: string;
  outputPath: string;
  /** The caller's options without its functions (progress and tapped cells are relayed as messages). */
  options: Omit<VerifyOptions, 'onProgress' | 'resolver' | 'resultCells' | 'signal'>;
  /** `VerifyOptions.resultCells.columns`, when the caller taps the results. */
  tappedColumns?: readonly OutputColumn[];
}

/** What the caller sends a file-verification worker: a batch of tapped cells was taken. */
export type VerifyFileReply = { type: 'cellsTaken' };

/** Messages of a file-verification worker. */
export type VerifyFileMessage =
  | { type: 'progress'; progress: VerifyProgress }
  | { type: 'cells'; cells: string[] }
  | { type: 'done'; report: VerifyReport }
  | { type: 'failed'; error: { name: string; code?: string; message: string; stack?: string } };
