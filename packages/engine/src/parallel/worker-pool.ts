import { Worker } from 'node:worker_threads';
import type { BlockMatches, MatchTask } from '../dedupe/block-matcher';
import type { DuplicateFinder, DuplicateResolution } from '../dedupe/find-duplicates';
import type { AnalyzedBatch, BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { AnalysisPool } from './analysis-pool';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeResult, AnalyzeWorkerData } from './analyze-messages';
import { ANALYSIS_THREAD_LIMITS } from './heap-limits';

/** Runs of blocks per analysis thread: a few each, so one slow run does not leave a thread idle. */
const MATCH_RUNS_PER_THREAD = 3;

/** Worker threads that analyse batches of rows, match blocks and finish rows; each answer settles its own request. */
export class WorkerPool implements AnalysisPool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<
    number,
    { resolve: (result: AnalyzeResult) => void; reject: (error: Error) => void }
  >();
  private seq = 0;
  private failure: Error | undefined;
  private closing = false;

  /** Starts `count` workers from the built worker `script` (see `worker-script.ts`). */
  constructor(script: string, count: number, setup: BatchAnalyzerSetup) {
    this.workers = Array.from({ length: count }, () => {
      const workerData: AnalyzeWorkerData = { kind: 'analyze', ...setup };
      const worker = new Worker(script, { workerData, resourceLimits: ANALYSIS_THREAD_LIMITS });
      worker.on('message', (response: AnalyzeResponse) => this.settle(response));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closing)
          this.fail(new Error(`An engine worker thread stopped unexpectedly (exit code ${code}).`));
      });
      return worker;
    });
  }

  /** Number of worker threads. */
  get threads(): number {
    return this.workers.length;
  }

  /** Sends a batch to the next worker in turn. */
  analyze(rows: string[][]): Promise<AnalyzedBatch> {
    return this.send({ seq: this.seq++, type: 'analyze', rows }) as Promise<AnalyzedBatch>;
  }

  /** Clusters the duplicates, the workers matching runs of blocks side by side (pass one must be over). */
  resolveDuplicates(finder: DuplicateFinder): Promise<DuplicateResolution> {
    return finder.resolveWith((task) => this.match(task), MATCH_RUNS_PER_THREAD * this.threads);
  }

  /** Has the next worker in turn match a run of blocks. */
  match(task: MatchTask): Promise<BlockMatches> {
    return this.send({ seq: this.seq++, type: 'match', task }) as Promise<BlockMatches>;
  }

  /** Gives every worker what finishing rows needs (once, after the clustering). */
  async prepareFinish(setup: FinishSetup): Promise<void> {
    await Promise.all(
      this.workers.map((_, index) => this.send({ seq: this.seq++, type: 'finishSetup', setup }, index)),
    );
  }

  /** Has the next worker in turn finish a batch of spooled rows (after {@link prepareFinish}). */
  finish(request: FinishRequest): Promise<FinishedBatch> {
    const transfer = [
      request.keptIndex.buffer,
      request.reasonIndex.buffer,
      request.rows.buffer,
    ] as ArrayBuffer[];
    return this.send(
      { seq: this.seq++, type: 'finish', request },
      undefined,
      transfer,
    ) as Promise<FinishedBatch>;
  }

  private send(
    request: AnalyzeRequest,
    worker = request.seq % this.workers.length,
    transfer: ArrayBuffer[] = [],
  ): Promise<AnalyzeResult> {
    if (this.failure) return Promise.reject(this.failure);
    const answer = new Promise<AnalyzeResult>((resolve, reject) =>
      this.waiting.set(request.seq, { resolve, reject }),
    );
    this.workers[worker]!.postMessage(request, transfer);
    return answer;
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    this.fail(new Error('The engine worker pool was closed.'));
  }

  private settle(response: AnalyzeResponse): void {
    const waiter = this.waiting.get(response.seq);
    if (!waiter) return;
    this.waiting.delete(response.seq);
    if (response.result) waiter.resolve(response.result);
    else {
      const error = new Error(response.error.message);
      error.stack = response.error.stack;
      waiter.reject(error);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
