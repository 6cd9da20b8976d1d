import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineResults } from '../../test/mailbox-results';
import { listProbeTargets } from './probe-targets';

let dir: string;
let resultsPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-probe-targets-'));
  resultsPath = join(dir, 'results.csv');
  await writeFile(resultsPath, (await engineResults()).text);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('listProbeTargets', () => {
  it('lists the distinct valid, risky and unknown addresses in first-seen order, by our own status column', async () => {
    expect(await listProbeTargets(resultsPath)).toEqual([
      'ann@acme.com',
      'bob@acme.com',
      'cy@catchall.com',
      'dee@grey.com',
      'eve@blocked.com',
      'info@acme.com',
      'ivy@acme.com',
      'jo@slow.com',
    ]);
  });

  it('reads LF files without a BOM, and unguards the addresses', async () => {
    const path = join(dir, 'lf.csv');
    const { text } = await engineResults('Email\n-dash@acme.com\n', false);
    expect(text).toContain("'-dash@acme.com");
    await writeFile(path, text.replace(/\r\n/g, '\n'));
    expect(await listProbeTargets(path)).toEqual(['-dash@acme.com']);
  });

  it('rejects a file that is not a results file', async () => {
    const path = join(dir, 'plain.csv');
    await writeFile(path, 'Email\nann@acme.com\n');
    await expect(listProbeTargets(path)).rejects.toThrow(/not a results file/);
    const results = (await engineResults()).text;
    const ragged = join(dir, 'ragged.csv');
    await writeFile(ragged, results.replace('\r\nBob Baker,', '\r\nBob Baker,extra,'));
    await expect(listProbeTargets(ragged)).rejects.toThrow(/Row 2 of .* has 30 cells and its header 29/);
  });
});
