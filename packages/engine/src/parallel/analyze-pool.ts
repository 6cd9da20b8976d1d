import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BlockMatches, MatchTask } from '../dedupe/block-matcher';
import type { AnalyzedBatch } from '../verify/analyze-batch';
import type { FinishedBatch, FinishRequest, FinishSetup } from '../verify/finish-batch';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeResult, AnalyzeWorkerData } from './analyze-messages';

/**
 * Heap limits of one worker: its live data is the phone metadata, the disposable-domain list and
 * bounded memo caches; a cap keeps the collector from letting garbage pile up (peak RSS target).
 * Analysing a row allocates ~20 KB, nearly all short-lived (libphonenumber alone about half): a
 * 16 MB young generation scavenges half as often as 8 MB, about a tenth less CPU for ~20 MB more RSS.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 };

/**
 * The built worker script, which sits beside the bundle that holds this code (the engine's bin, the
 * API bundle and the benchmark each build an `engine-worker` entry). Absent when running from the
 * TypeScript sources: analysis then stays on the calling thread.
 */
export function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./engine-worker.js', import.meta.url));
  return existsSync(path) ? path : undefined;
}

/**
 * Analysis threads the engine uses by default: one per core, two at most. The thread that reads the
 * file only parses, spools and hands out work, so on two cores both go to analysis, matching and
 * finishing; each thread costs ~40 MB (phone metadata, disposable list, caches), hence the cap.
 */
export function defaultThreadCount(): number {
  return workerScript() ? Math.min(2, availableParallelism()) : 0;
}

/** Worker threads that analyse batches of rows and match blocks; each answer settles its own request. */
export class AnalyzePool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<
    number,
    { resolve: (result: AnalyzeResult) => void; reject: (error: Error) => void }
  >();
  private seq = 0;
  private failure: Error | undefined;
  private closing = false;

  private constructor(script: string, count: number, data: AnalyzeWorkerData) {
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(script, { workerData: data, resourceLimits: WORKER_LIMITS });
      worker.on('message', (response: AnalyzeResponse) => this.settle(response));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (!this.closing)
          this.fail(new Error(`An engine worker thread stopped unexpectedly (exit code ${code}).`));
      });
      return worker;
    });
  }

  /** Starts `count` workers, or returns undefined when the worker script is not built. */
  static start(count: number, data: Omit<AnalyzeWorkerData, 'kind'>): AnalyzePool | undefined {
    const script = workerScript();
    return script && count > 0 ? new AnalyzePool(script, count, { kind: 'analyze', ...data }) : undefined;
  }

  /** Number of worker threads. */
  get size(): number {
    return this.workers.length;
  }

  /** Sends a batch to the next worker in turn. */
  analyze(rows: string[][]): Promise<AnalyzedBatch> {
    return this.send({ seq: this.seq++, type: 'analyze', rows }) as Promise<AnalyzedBatch>;
  }

  /** Has the next worker in turn match a run of blocks (pass one must be over). */
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
