import { parentPort } from 'node:worker_threads';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeResult } from './analyze-messages';

/** The buffers of a result that move to the calling thread instead of being copied. */
function transferList(result: AnalyzeResult): ArrayBuffer[] {
  if (result === 'ready') return [];
  if ('bytes' in result) return [result.bytes.buffer as ArrayBuffer];
  if ('pairs' in result) return [result.pairs.buffer as ArrayBuffer];
  return [
    result.completeness.buffer,
    result.keyCounts.buffer,
    result.keyHashes.buffer,
    result.records.buffer,
    result.recordLengths.buffer,
    result.spooled.buffer,
  ] as ArrayBuffer[];
}

/** Inside a pool's worker: answers every request of its `WorkerPool` with `answer`, in order. */
export function serveRequests(answer: (request: AnalyzeRequest) => AnalyzeResult): void {
  parentPort!.on('message', (request: AnalyzeRequest) => {
    let response: AnalyzeResponse;
    try {
      response = { seq: request.seq, result: answer(request) };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({
        seq: request.seq,
        error: { message: failure.message, stack: failure.stack },
      });
      return;
    }
    parentPort!.postMessage(response, transferList(response.result));
  });
}
