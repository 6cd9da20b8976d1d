// Entry of the engine's worker threads, built to `engine-worker.js` beside the bundle that uses it.
// One script, two jobs: verifying a whole file off the caller's thread, or analysing batches of rows
// for such a verification.
import { workerData } from 'node:worker_threads';
import type { AnalyzeWorkerData, VerifyFileWorkerData } from './analyze-messages';
import { serveAnalysis } from './analyze-thread';
import { serveFileVerification } from './verify-file-serve';

const data = workerData as AnalyzeWorkerData | VerifyFileWorkerData;
if (data.kind === 'analyze') serveAnalysis(data);
else await serveFileVerification(data);
