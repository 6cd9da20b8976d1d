// The passes use only the AnalysisPool interface; this holds both pools to one behaviour. The worker
// pool needs the built worker script, so it is built here, as the golden-output test builds it.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBench } from '../../bench/build-bench';
import { SAMPLE_LEAD_LINES } from '../../test/sample-leads';
import { DuplicateFinder } from '../dedupe/find-duplicates';
import { joinBytes } from '../spool/spooled-row-codec';
import type { BatchAnalyzerSetup } from '../verify/analyze-batch';
import type { ResultTally } from '../verify/finish-batch';
import type { AnalysisPool } from './analysis-pool';
import { InThreadPool } from './in-thread-pool';
import { WorkerPool } from './worker-pool';

// Name, e-mail, work e-mail, phone, country: spool-special cells (control characters, line breaks),
// ragged rows, repeats for the clustering.
const SETUP: BatchAnalyzerSetup = {
  mapping: { fullName: [0], email: [1, 2], phone: [3], country: [4] },
  defaultCountry: 'US',
  extraDisposableDomains: ['corp3.io'],
};
const ROWS: string[][] = Array.from({ length: 1200 }, (_, i) => [
  i % 7 === 0 ? `line\nbreak \u0001 ${i}` : `Person ${i % 50}`,
  `p${i % 400}@example.com`,
  `work${i}@corp${i % 9}.io`,
  `+1 415 555 ${1000 + (i % 300)}`,
  'US',
  ...(i % 11 === 0 ? ['extra'] : []),
]);
const SAMPLE_ROWS = SAMPLE_LEAD_LINES.slice(1).map((line) => line.split(','));

interface PoolRun {
  bytes: Uint8Array;
  tallies: ResultTally[];
  duplicateRows: number;
}

/** Drives a file's rows through a pool the way the passes do: analyse, cluster, finish. */
async function runThrough(pool: AnalysisPool, rows: string[][], batchRows: number): Promise<PoolRun> {
  const finder = new DuplicateFinder();
  const spooled: Uint8Array[] = [];
  const batches: string[][][] = [];
  for (let i = 0; i < rows.length; i += batchRows) batches.push(rows.slice(i, i + batchRows));
  // All sent at once: the pool must answer in order whichever thread takes each batch.
  for (const batch of await Promise.all(batches.map((rows) => pool.analyze(rows)))) {
    finder.addBatch(batch);
    spooled.push(batch.spooled);
  }
  await pool.endPassOne();
  const resolution = await pool.resolveDuplicates(finder);
  await pool.prepareFinish({ width: 6, duplicateReasons: resolution.reasons, mailStatus: new Map() });
  let firstIndex = 0;
  const finished = [];
  for (const [index, rows] of batches.entries()) {
    const end = firstIndex + rows.length;
    finished.push(
      pool.finish({
        rows: spooled[index]!,
        firstIndex,
        keptIndex: resolution.keptIndex.slice(firstIndex, end),
        reasonIndex: resolution.reasonIndex.slice(firstIndex, end),
      }),
    );
    firstIndex = end;
  }
  const done = await Promise.all(finished);
  return {
    bytes: joinBytes(done.map((batch) => batch.bytes)),
    tallies: done.map((batch) => batch.tally),
    duplicateRows: resolution.duplicateRows,
  };
}

describe('analysis pools', () => {
  let buildDir: string;
  let script: string;

  beforeAll(async () => {
    // A folder of its own per process, so a parallel build or bench run does not disturb it.
    const measure = await buildBench(`pool-test-${process.pid}`);
    buildDir = dirname(measure);
    script = join(buildDir, 'engine-worker.js');
  }, 60_000);

  afterAll(async () => {
    await rm(buildDir, { recursive: true, force: true });
  });

  const pools: Array<[string, () => AnalysisPool, number]> = [
    ['in-thread', () => new InThreadPool(SETUP), 0],
    ['one worker thread', () => new WorkerPool(script, 1, SETUP), 1],
    ['two worker threads', () => new WorkerPool(script, 2, SETUP), 2],
  ];

  // Three pools over the same rows: 8–18 s beside CI's other passes, past 30 s at a load of 13 and more.
  it('give the same results, byte for byte, on every pool', { timeout: 90_000 }, async () => {
    const runs: PoolRun[] = [];
    for (const [name, open, threads] of pools) {
      const pool = open();
      try {
        expect(pool.threads, name).toBe(threads);
        runs.push(await runThrough(pool, [...SAMPLE_ROWS, ...ROWS], 97));
      } finally {
        await pool.close();
      }
    }
    const [inThread, ...onWorkers] = runs;
    const text = Buffer.from(inThread!.bytes).toString('utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(ROWS.length);
    expect(text).toContain('jane.doe@acme-widgets.com');
    expect(inThread!.duplicateRows).toBeGreaterThan(0);
    for (const run of onWorkers) expect(run).toEqual(inThread);
  });

  it('refuse rows to finish before the finishing set-up, on every pool', async () => {
    for (const [name, open] of pools) {
      const pool = open();
      try {
        const request = {
          rows: new Uint8Array(0),
          firstIndex: 0,
          keptIndex: new Int32Array(0),
          reasonIndex: new Uint16Array(0),
        };
        await expect(pool.finish(request), name).rejects.toThrow(
          'Rows were sent to finish before the finishing set-up.',
        );
      } finally {
        await pool.close();
      }
    }
  });

  it('refuse rows to analyse once the clustering has begun, on worker pools (their pass-one threads are gone)', async () => {
    for (const [name, open] of pools.filter(([, , threads]) => threads > 0)) {
      const pool = open();
      try {
        const finder = new DuplicateFinder();
        // Every row twice, so the clustering has pairs to match on the pool's threads.
        finder.addBatch(await pool.analyze([...ROWS.slice(0, 30), ...ROWS.slice(0, 30)]));
        const resolution = await pool.resolveDuplicates(finder);
        expect(resolution.duplicateRows, name).toBeGreaterThan(0);
        await expect(pool.analyze(ROWS.slice(0, 50)), name).rejects.toThrow(
          'Rows were sent to analyse after pass one was over.',
        );
      } finally {
        await pool.close();
      }
    }
  });

  it('reject what is pending once a worker pool is closed', async () => {
    const pool = new WorkerPool(script, 1, SETUP);
    const pending = pool.analyze(ROWS);
    await pool.close();
    await expect(pending).rejects.toThrow('The engine worker pool was closed.');
    await expect(pool.analyze(ROWS)).rejects.toThrow('The engine worker pool was closed.');
  });
});
