import { parentPort } from 'node:worker_threads';
import { DisposableDomains } from '../email/disposable';
import { analyzeBatch, DomainRequests } from '../verify/analyze-batch';
import { createRowContext } from '../verify/analyze-row';
import type { AnalyzeRequest, AnalyzeResponse, AnalyzeWorkerData } from './analyze-messages';

/** Inside an analysis worker: answers every batch the pool sends, in order. */
export function serveAnalysis(data: AnalyzeWorkerData): void {
  const domains = new DomainRequests();
  const context = createRowContext(
    data.mapping,
    data.defaultCountry,
    domains.request,
    new DisposableDomains(data.extraDisposableDomains),
  );
  parentPort!.on('message', (request: AnalyzeRequest) => {
    let response: AnalyzeResponse;
    try {
      response = { seq: request.seq, batch: analyzeBatch(request.rows, context, domains) };
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({
        seq: request.seq,
        error: { message: failure.message, stack: failure.stack },
      });
      return;
    }
    const { completeness, keyCounts, keyHashes } = response.batch;
    const transfer = [completeness.buffer, keyCounts.buffer, keyHashes.buffer] as ArrayBuffer[];
    parentPort!.postMessage(response, transfer);
  });
}
