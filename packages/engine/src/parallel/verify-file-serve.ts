import { parentPort } from 'node:worker_threads';
import { isEngineInputError } from '../errors';
import type { ResultCellsTap } from '../verify/options';
import { verifyCsvFileHere } from '../verify-csv-file';
import type { VerifyFileMessage, VerifyFileReply, VerifyFileWorkerData } from './analyze-messages';

/** Batches of tapped cells posted and not yet taken by the caller before the engine waits: its memory stays bounded. */
const CELL_BATCHES_AHEAD = 4;

/** Posts each batch of tapped cells to the caller, waiting while {@link CELL_BATCHES_AHEAD} are not taken yet. */
function postedCells(
  data: VerifyFileWorkerData,
  post: (message: VerifyFileMessage) => void,
): ResultCellsTap | undefined {
  if (!data.tappedColumns) return undefined;
  let untaken = 0;
  let wake: (() => void) | undefined;
  parentPort!.on('message', (reply: VerifyFileReply) => {
    if (reply.type !== 'cellsTaken') return;
    untaken--;
    wake?.();
    wake = undefined;
  });
  return {
    columns: data.tappedColumns,
    async onRows(cells) {
      post({ type: 'cells', cells });
      untaken++;
      while (untaken >= CELL_BATCHES_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

/** Inside a file-verification worker: verifies the file and posts progress, then the report or the error. */
export async function serveFileVerification(data: VerifyFileWorkerData): Promise<void> {
  const post = (message: VerifyFileMessage) => parentPort!.postMessage(message);
  try {
    const resultCells = postedCells(data, post);
    const report = await verifyCsvFileHere(data.inputPath, data.outputPath, {
      ...data.options,
      ...(resultCells ? { resultCells } : {}),
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
