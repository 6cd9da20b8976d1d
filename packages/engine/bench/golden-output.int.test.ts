import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCsvFile } from '../src/verify-csv-file';
import { buildBench } from './build-bench';
import { generateLeads } from './generate-leads';

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

/** Runs the built engine (worker script beside it, as the bin and the API ship it) in a child process. */
function runBuilt(script: string, input: string, output: string, threads: number): Promise<number> {
  const env = { ...process.env, BENCH_THREADS: String(threads), BENCH_TIMING: '1' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, 'engine', input, output], { env }, (error, _stdout, stderr) => {
      if (error) reject(error);
      // The child prints the report's timing on stderr; `threads` says whether workers really ran.
      else resolve((JSON.parse(stderr.trim().split('\n').pop()!) as { threads: number }).threads);
    });
  });
}

const golden = JSON.parse(await readFile(new URL('./golden-output.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/**
 * Speed work must not change the results: the engine's output on the benchmark's 1 MB file is
 * compared byte for byte (by hash) with the one recorded before (`BENCH_UPDATE_GOLDEN=1 pnpm
 * bench:engine` records it again when a change to the output is intended).
 */
describe('engine output on the 1 MB benchmark file', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'engine-golden-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is byte-identical to the recorded results', async () => {
    const input = join(dir, 'leads-1mb.csv');
    const output = join(dir, 'verified.csv');
    await generateLeads(input, 1024 * 1024);
    const report = await verifyCsvFile(input, output, { offline: true });
    expect(report.rows).toBe(7967);
    expect(await sha256(output)).toBe(golden['1mb']);
  }, 120_000);

  it('is the same when the built engine analyses rows on worker threads', async () => {
    const script = await buildBench('golden-test');
    const input = join(dir, 'leads-1mb.csv');
    const threaded = join(dir, 'threaded.csv');
    expect(await runBuilt(script, input, threaded, 2)).toBe(2);
    expect(await sha256(threaded)).toBe(golden['1mb']);

    // Rows the spool encodes specially (control characters, line breaks), ragged rows, two e-mail columns.
    const tricky = join(dir, 'tricky.csv');
    const lines = ['Name,Email,Work email,Phone,Country'];
    for (let i = 0; i < 3000; i++) {
      const odd = i % 7 === 0 ? `"line\nbreak \u0001 ${i}"` : `Person ${i % 50}`;
      const ragged = i % 11 === 0 ? ',extra' : '';
      lines.push(
        `${odd},p${i % 400}@example.com,work${i}@corp${i % 9}.io,+1 415 555 ${String(1000 + (i % 300))},US${ragged}`,
      );
    }
    await writeFile(tricky, `${lines.join('\r\n')}\r\n`);
    const inThread = join(dir, 'tricky-in-thread.csv');
    const onWorkers = join(dir, 'tricky-workers.csv');
    expect(await runBuilt(script, tricky, inThread, 0)).toBe(0);
    expect(await runBuilt(script, tricky, onWorkers, 2)).toBe(2);
    expect(await sha256(onWorkers)).toBe(await sha256(inThread));
    expect((await readFile(onWorkers, 'utf8')).split('\r\n').length).toBeGreaterThan(3000);

    // An unusable file fails on the verification thread; the bin still tells it apart (exit code 3).
    const headerOnly = join(dir, 'header-only.csv');
    await writeFile(headerOnly, 'Name,Email\r\n');
    const cli = join(dirname(script), 'cli.js');
    const failed = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, 'verify', headerOnly, '--out', join(dir, 'x.csv'), '--offline'],
        (error, _o, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(failed.code).toBe(3);
    expect(failed.stderr).toContain(
      'Cannot verify this file (empty_file): The file has a header row but no data rows.',
    );
  }, 180_000);
});
