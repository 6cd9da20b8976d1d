// Entry of the engine's worker threads, built to `engine-worker.js` beside the bundle that uses it.
// One script, two jobs: verifying a whole file off the caller's thread, or analysing batches of rows
// for such a verification. Each job loads only its own modules: the thread that verifies a file never
// parses a phone number, and the phone metadata and disposable-domain list cost ~40 MB per thread.
import { workerData } from 'node:worker_threads';
import type { AnalyzeWorkerData, VerifyFileWorkerData } from './analyze-messages';

const data = workerData as AnalyzeWorkerData | VerifyFileWorkerData;
if (data.kind === 'analyze') (await import('./analyze-thread')).serveAnalysis(data);
else await (await import('./verify-file-serve')).serveFileVerification(data);
