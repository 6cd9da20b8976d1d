import { FinishWork } from './finish-work';
import { serveRequests } from './serve-requests';

/** Inside a worker started after pass one: matches runs of blocks and finishes spooled rows for its `WorkerPool`. */
export function serveFinishing(): void {
  const work = new FinishWork();
  serveRequests((request) => {
    switch (request.type) {
      case 'match':
        return work.match(request.task);
      case 'finishSetup':
        work.prepareFinish(request.setup);
        return 'ready';
      case 'finish':
        return work.finish(request.request);
      case 'analyze':
        throw new Error('Rows were sent to analyse after pass one was over.');
    }
  });
}
