import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCsvFile } from '../src/verify-csv-file';
import { generateLeads } from './generate-leads';

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
    const hash = createHash('sha256')
      .update(await readFile(output))
      .digest('hex');
    expect(hash).toBe(golden['1mb']);
  }, 120_000);
});
