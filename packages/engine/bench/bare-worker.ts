// Worker thread of the two-thread bare loop (`bare-loop-threads.ts`): checks the rows it is sent.
import { parentPort } from 'node:worker_threads';
import { checkRow } from './bare-phone-email';

parentPort!.on('message', ({ seq, rows }: { seq: number; rows: string[][] }) => {
  parentPort!.postMessage({ seq, checks: rows.map(checkRow) });
});
