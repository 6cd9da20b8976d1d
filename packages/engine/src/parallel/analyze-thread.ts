import { parentPort } from 'node:worker_threads';
import { matchBlocks } from '../dedupe/block-matcher';
import { createBatchAnalyzer } from '../verify/analyze-batch';
import { type FinishSetup, finishBatch } from '../verify/finish-batch';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeResult, AnalyzeWorkerData } from './analyze-messages';

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

/** Inside an analysis worker: answers every batch or block run the pool sends, in order. */
export function serveAnalysis(data: AnalyzeWorkerData): void {
  const analyze = createBatchAnalyzer(data);
  let finishing: FinishSetup | undefined;
  const answer = (request: AnalyzeRequest): AnalyzeResult => {
    switch (request.type) {
      case 'analyze':
        return analyze(request.rows);
      case 'match':
        return matchBlocks(request.task);
      case 'finishSetup':
        finishing = request.setup;
        return 'ready';
      case 'finish':
        if (!finishing) throw new Error('Rows were sent to finish before the finishing set-up.');
        return finishBatch(request.request, finishing);
    }
  };
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
