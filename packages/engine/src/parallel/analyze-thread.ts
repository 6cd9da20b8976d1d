import { parentPort } from 'node:worker_threads';
import { type BlockMatches, matchBlocks } from '../dedupe/block-matcher';
import { type AnalyzedBatch, createBatchAnalyzer } from '../verify/analyze-batch';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeWorkerData } from './analyze-messages';

/** The buffers of a result that move to the calling thread instead of being copied. */
function transferList(result: AnalyzedBatch | BlockMatches): ArrayBuffer[] {
  if ('pairs' in result) return [result.pairs.buffer as ArrayBuffer];
  return [
    result.completeness.buffer,
    result.keyCounts.buffer,
    result.keyHashes.buffer,
    result.records.buffer,
    result.recordLengths.buffer,
  ] as ArrayBuffer[];
}

/** Inside an analysis worker: answers every batch or block run the pool sends, in order. */
export function serveAnalysis(data: AnalyzeWorkerData): void {
  const analyze = createBatchAnalyzer(data);
  parentPort!.on('message', (request: AnalyzeRequest) => {
    let response: AnalyzeResponse;
    try {
      const result = request.type === 'analyze' ? analyze(request.rows) : matchBlocks(request.task);
      response = { seq: request.seq, result };
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
