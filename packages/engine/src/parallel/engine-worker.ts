// Entry of the engine's worker threads, built to `engine-worker.js` beside the bundle that uses it.
// One script, three jobs: verifying a whole file off the caller's thread, analysing batches of rows
// for such a verification (pass one), or matching blocks and finishing rows after it. Each job loads
// only its own modules: the thread that verifies a file never parses a phone number, and the phone
// metadata and disposable-domain list (~40 MB per thread with pass one's work) stay out of the
// threads that match and finish.
import { workerData } from 'node:worker_threads';
import type { AnalyzeWorkerData, FinishWorkerData, VerifyFileWorkerData } from './analyze-messages';

const data = workerData as AnalyzeWorkerData | FinishWorkerData | VerifyFileWorkerData;
if (data.kind === 'analyze') (await import('./analyze-thread')).serveAnalysis(data);
else if (data.kind === 'finish') (await import('./finish-thread')).serveFinishing();
else await (await import('./verify-file-serve')).serveFileVerification(data);
