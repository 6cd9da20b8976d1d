import { Worker } from 'node:worker_threads';
import { InOrder } from '../src/parallel/in-order';
import { BareWriter, readBatches } from './bare-loop';
import type { BareChecks } from './bare-phone-email';

/**
 * The bare loop split the way a quick tools script would split it (issue 42's comparator): this
 * thread parses the CSV, de-duplicates and writes; `threads` worker threads check the phones and
 * e-mails, each batch of rows copied to them as it was parsed. Same output as {@link bareLoop}.
 */
export async function bareLoopThreads(input: string, output: string, threads = 2): Promise<number> {
  const script = new URL('./bare-worker.js', import.meta.url);
  const workers = Array.from({ length: threads }, () => new Worker(script));
  const waiting = new Map<number, (checks: BareChecks[]) => void>();
  for (const worker of workers)
    worker.on('message', ({ seq, checks }: { seq: number; checks: BareChecks[] }) => {
      waiting.get(seq)!(checks);
      waiting.delete(seq);
    });
  const check = (seq: number, rows: string[][]) =>
    new Promise<BareChecks[]>((resolve) => {
      waiting.set(seq, resolve);
      workers[seq % threads]!.postMessage({ seq, rows });
    });
  const writer = new BareWriter(output);
  const inFlight = new InOrder<{ rows: string[][]; checks: BareChecks[] }>(2 * threads);
  const write = async (done: { rows: string[][]; checks: BareChecks[] } | undefined) => {
    if (!done) return;
    for (let i = 0; i < done.rows.length; i++) {
      const draining = writer.add(done.rows[i]!, done.checks[i]!);
      if (draining) await draining;
    }
  };
  try {
    let seq = 0;
    let header = true;
    for await (const batch of readBatches(input)) {
      const rows = header ? batch.slice(1) : batch;
      header = false;
      const n = seq++;
      await write(await inFlight.push(check(n, rows).then((checks) => ({ rows, checks }))));
    }
    for await (const done of inFlight.drain()) await write(done);
    return await writer.end();
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
