import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultFileCells } from '../test/result-file-cells';
import { buildBench } from './build-bench';
import { generateLeads } from './generate-leads';
import { TAPPED_COLUMNS, type TappedCells } from './tap-cells';

/**
 * The `resultCells` option across the built engine's thread (as the API's jobs use it): every row written reaches
 * the caller, and a caller slower than the engine holds it back instead of letting batches pile up in messages.
 */
describe('resultCells on the built engine, across its thread', () => {
  let dir: string;
  let script: string;
  let input: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'engine-result-cells-'));
    script = await buildBench('result-cells-test');
    input = join(dir, 'leads-1mb.csv');
    await generateLeads(input, 1024 * 1024);
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function tapped(name: string, hold: boolean): Promise<{ output: string; tap: TappedCells }> {
    const output = join(dir, `${name}.csv`);
    const tapOut = join(dir, `${name}.json`);
    const env = {
      ...process.env,
      BENCH_THREADS: '2',
      BENCH_TAP_OUT: tapOut,
      BENCH_TAP_HOLD: hold ? '1' : '0',
    };
    await promisify(execFile)(process.execPath, [script, 'engine', input, output], { env });
    return { output, tap: JSON.parse(await readFile(tapOut, 'utf8')) as TappedCells };
  }

  it('hands over the cells of every row written, the file byte-identical to the golden one', async () => {
    const golden = JSON.parse(await readFile(new URL('./golden-output.json', import.meta.url), 'utf8')) as {
      '1mb': string;
    };
    const { output, tap } = await tapped('tapped', false);
    const { createHash } = await import('node:crypto');
    expect(
      createHash('sha256')
        .update(await readFile(output))
        .digest('hex'),
    ).toBe(golden['1mb']);
    expect(tap.cells).toHaveLength(7967 * TAPPED_COLUMNS.length);
    expect(tap.cells).toEqual(await resultFileCells(output, TAPPED_COLUMNS));
    expect(tap.batches).toBeGreaterThan(5);
  }, 120_000);

  it('stops writing while the caller has not taken a batch, then writes the rest', async () => {
    const { output, tap } = await tapped('held', true);
    expect(tap.heldSize).toBeGreaterThan(0);
    expect(tap.heldSize).toBeLessThan((await stat(output)).size);
    expect(tap.cells).toEqual(await resultFileCells(output, TAPPED_COLUMNS));
  }, 120_000);
});
