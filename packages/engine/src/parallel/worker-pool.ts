import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { BlockMatches, MatchTask } from '../dedupe/block-matcher';
import type { DuplicateFinder, DuplicateResolution } from '../dedupe/find-duplicates';
import type { AnalyzedBatch, BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { AnalysisPool } from './analysis-pool';
import type {
  AnalyzeRequest,
  AnalyzeResponse,
  AnalyzeResult,
  AnalyzeWorkerData,
  FinishWorkerData,
} from './analyze-messages';
import { ANALYSIS_THREAD_LIMITS, FINISH_THREAD_LIMITS } from './heap-limits';

/** Runs of blocks per analysis thread: a few each, so one slow run does not leave a thread idle. */
const MATCH_RUNS_PER_THREAD = 3;

/**
 * Worker threads that analyse batches of rows, then match blocks and finish rows; each answer settles
 * its own request. Pass one's threads hold the phone metadata, the disposable list and the heap their
 * collector grew to while analysing; once pass one is over they are stopped, and as many fresh
 * threads, which load only matching and finishing, take over (the peak RSS was while matching).
 */
export class WorkerPool implements AnalysisPool {
  private workers: Worker[];
  /** Set once pass one's threads have been replaced (or are being). */
  private passTwo: Promise<void> | undefined;
  /** Workers stopped on purpose: their exit is no failure. */
  private readonly stopped = new WeakSet<Worker>();
  private readonly waiting = new Map<
    number,
    { resolve: (result: AnalyzeResult) => void; reject: (error: Error) => void }
  >();
  private seq = 0;
  private failure: Error | undefined;
  private closing = false;

  /** Starts `count` workers from the built worker `script` (see `worker-script.ts`). */
  constructor(
    private readonly script: string,
    count: number,
    setup: BatchAnalyzerSetup,
  ) {
    this.workers = this.start(count, { kind: 'analyze', ...setup }, ANALYSIS_THREAD_LIMITS);
  }

  private start(
    count: number,
    workerData: AnalyzeWorkerData | FinishWorkerData,
    resourceLimits: ResourceLimits,
  ): Worker[] {
    return Array.from({ length: count }, () => {
      const worker = new Worker(this.script, { workerData, resourceLimits });
      worker.on('message', (response: AnalyzeResponse) => this.settle(response));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closing && !this.stopped.has(worker))
          this.fail(new Error(`An engine worker thread stopped unexpectedly (exit code ${code}).`));
      });
      return worker;
    });
  }

  /**
   * Replaces pass one's threads by threads for matching and finishing, once: the read pass calls it as
   * soon as pass one's answers are all in, and every request after pass one waits for it.
   */
  endPassOne(): Promise<void> {
    this.passTwo ??= (async () => {
      const passOne = this.workers;
      for (const worker of passOne) this.stopped.add(worker);
      await Promise.all(passOne.map((worker) => worker.terminate()));
      if (this.closing) return;
      this.workers = this.start(passOne.length, { kind: 'finish' }, FINISH_THREAD_LIMITS);
    })();
    return this.passTwo;
  }

  /** Number of worker threads. */
  get threads(): number {
    return this.workers.length;
  }

  /** Sends a batch to the next worker in turn. */
  analyze(rows: string[][]): Promise<AnalyzedBatch> {
    if (this.passTwo && !this.failure)
      return Promise.reject(new Error('Rows were sent to analyse after pass one was over.'));
    return this.send({ seq: this.seq++, type: 'analyze', rows }) as Promise<AnalyzedBatch>;
  }

  /** Clusters the duplicates, the workers matching runs of blocks side by side (pass one must be over). */
  resolveDuplicates(finder: DuplicateFinder): Promise<DuplicateResolution> {
    return finder.resolveWith((task) => this.match(task), MATCH_RUNS_PER_THREAD * this.threads);
  }

  /** Has the next worker in turn match a run of blocks. */
  async match(task: MatchTask): Promise<BlockMatches> {
    await this.endPassOne();
    return this.send({ seq: this.seq++, type: 'match', task }) as Promise<BlockMatches>;
  }

  /** Gives every worker what finishing rows needs (once, after the clustering). */
  async prepareFinish(setup: FinishSetup): Promise<void> {
    await this.endPassOne();
    await Promise.all(
      this.workers.map((_, index) => this.send({ seq: this.seq++, type: 'finishSetup', setup }, index)),
    );
  }

  /** Has the next worker in turn finish a batch of spooled rows (after {@link prepareFinish}). */
  async finish(request: FinishRequest): Promise<FinishedBatch> {
    await this.endPassOne();
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
