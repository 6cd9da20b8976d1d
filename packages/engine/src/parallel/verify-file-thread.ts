import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { EngineInputError, type EngineInputErrorCode, RowLimitExceededError } from '../errors';
import type { VerifyReport } from '../report/report';
import type { VerifyOptions } from '../verify/options';
import type { VerifyFileMessage, VerifyFileWorkerData } from './analyze-messages';
import { workerScript } from './analyze-pool';

/**
 * Heap of the thread that verifies a file. The de-duplication keys live in shared memory outside
 * it, so it holds batches in flight and the rows being parsed: a fixed base, plus room for a file
 * whose rows are few and enormous. A limit keeps the collector from letting garbage grow the process
 * (peak RSS target).
 */
function heapLimitMb(inputBytes: number): number {
  return Math.round(48 + inputBytes / 1048576);
}

/**
 * Runs a whole file verification on its own worker thread, so the caller's event loop (the API
 * server) stays free and the engine's memory is bounded. Undefined when the worker script is not
 * built (running from sources) or the options hold a custom MX resolver, which cannot cross threads.
 */
export async function verifyFileOnThread(
  inputPath: string,
  outputPath: string,
  options: VerifyOptions,
): Promise<VerifyReport | undefined> {
  const script = workerScript();
  if (!script || options.resolver) return undefined;
  const { onProgress, resolver: _resolver, signal, ...plain } = options;
  signal?.throwIfAborted();
  const data: VerifyFileWorkerData = { kind: 'verifyFile', inputPath, outputPath, options: plain };
  const inputBytes = (await stat(inputPath)).size;
  const worker = new Worker(script, {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb(inputBytes), maxYoungGenerationSizeMb: 16 },
  });
  return new Promise<VerifyReport>((resolve, reject) => {
    let settled = false;
    worker.on('message', (message: VerifyFileMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') {
        settled = true;
        resolve(message.report);
      } else {
        settled = true;
        const { error } = message;
        const failure =
          error.name === 'EngineInputError'
            ? new EngineInputError(error.code as EngineInputErrorCode, error.message)
            : error.name === 'RowLimitExceededError' && options.maxRows !== undefined
              ? new RowLimitExceededError(options.maxRows)
              : Object.assign(new Error(error.message), { stack: error.stack });
        reject(failure);
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The engine's worker thread stopped unexpectedly (exit code ${code}).`));
    });
    signal?.addEventListener(
      'abort',
      () => {
        if (settled) return;
        settled = true;
        reject(signal.reason);
      },
      { once: true },
    );
  }).finally(() => worker.terminate());
}
