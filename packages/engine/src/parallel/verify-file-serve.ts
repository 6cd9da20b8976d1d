import { parentPort } from 'node:worker_threads';
import { isEngineInputError } from '../errors';
import { verifyCsvFileHere } from '../verify-csv-file';
import type { VerifyFileMessage, VerifyFileWorkerData } from './analyze-messages';

/** Inside a file-verification worker: verifies the file and posts progress, then the report or the error. */
export async function serveFileVerification(data: VerifyFileWorkerData): Promise<void> {
  const post = (message: VerifyFileMessage) => parentPort!.postMessage(message);
  try {
    const report = await verifyCsvFileHere(data.inputPath, data.outputPath, {
      ...data.options,
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    post({ type: 'done', report });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    post({
      type: 'failed',
      error: {
        name: failure.name,
        code: isEngineInputError(failure) ? failure.code : undefined,
        message: failure.message,
        stack: failure.stack,
      },
    });
  }
}
