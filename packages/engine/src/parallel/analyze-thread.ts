import { AnalysisWork } from './analysis-work';
import type { AnalyzeWorkerData } from './analyze-messages';
import { serveRequests } from './serve-requests';

/** Inside a pass-one worker: analyses the batches of its `WorkerPool`. */
export function serveAnalysis(data: AnalyzeWorkerData): void {
  const work = new AnalysisWork(data);
  serveRequests((request) => {
    if (request.type !== 'analyze') throw new Error(`A pass-one thread was sent "${request.type}".`);
    return work.analyze(request.rows);
  });
}
