import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { EngineInputError, type EngineInputErrorCode, RowLimitExceededError } from '../errors';
import type { VerifyReport } from '../report/report';
import type { VerifyOptions } from '../verify/options';
import type { VerifyFileMessage, VerifyFileReply, VerifyFileWorkerData } from './analyze-messages';
import { fileThreadLimits } from './heap-limits';
import { workerScript } from './worker-script';

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
  const { onProgress, resolver: _resolver, signal, resultCells, ...plain } = options;
  signal?.throwIfAborted();
  const data: VerifyFileWorkerData = {
    kind: 'verifyFile',
    inputPath,
    outputPath,
    options: plain,
    ...(resultCells ? { tappedColumns: resultCells.columns } : {}),
  };
  const worker = new Worker(script, {
    workerData: data,
    resourceLimits: fileThreadLimits((await stat(inputPath)).size),
  });
  return new Promise<VerifyReport>((resolve, reject) => {
    let settled = false;
    // The tapped cells are taken one batch after another; the report waits for the last batch to be taken.
    let taking: Promise<void> = Promise.resolve();
    worker.on('message', (message: VerifyFileMessage) => {
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'cells') {
        taking = taking.then(async () => {
          if (settled) return;
          try {
            await resultCells?.onRows(message.cells);
            worker.postMessage({ type: 'cellsTaken' } satisfies VerifyFileReply);
          } catch (error) {
            settled = true;
            reject(error);
          }
        });
      } else if (message.type === 'done') {
        void taking.then(() => {
          if (settled) return;
          settled = true;
          resolve(message.report);
        });
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
