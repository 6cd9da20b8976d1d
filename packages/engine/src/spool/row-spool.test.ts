import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileRowSpool } from './row-spool';
import { countSpooledRows, joinSpooledRows, splitSpooledRows } from './spooled-row-codec';

describe('FileRowSpool', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'row-spool-test-'));
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('is disposed quietly when its file could not be opened', async () => {
    // Found by the fuzzer: a spool disposed at once (a file rejected on its first bytes) removed its
    // folder before the pending open ran, and the open's ENOENT, an 'error' event nobody listened
    // to, ended the process. Removing the folder before the open runs makes that failure certain.
    const spool = await FileRowSpool.create(parent);
    rmSync(parent, { recursive: true, force: true });
    await spool.dispose();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('rejects close when its file could not be opened', async () => {
    const spool = await FileRowSpool.create(parent);
    rmSync(parent, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    spool.write(joinSpooledRows(['one row']));
    await expect(spool.close()).rejects.toThrow(/ENOENT/);
    await spool.dispose();
  });

  it('can be disposed before its file is open, leaving nothing behind', async () => {
    for (let i = 0; i < 20; i++) await (await FileRowSpool.create(parent)).dispose();
    expect(await readdir(parent)).toEqual([]);
  });

  it('reads back what was written, in order, in pieces of whole rows', async () => {
    const spool = await FileRowSpool.create(parent);
    // Rows long and many enough that the file is read in several chunks, which cut rows apart.
    const lines = Array.from(
      { length: 20_000 },
      (_, i) => `row ${i} ${'é'.repeat(i % 50)}\nwith a line break`,
    );
    for (let i = 0; i < lines.length; i += 333) await spool.write(joinSpooledRows(lines.slice(i, i + 333)));
    await spool.close();
    const read: string[] = [];
    let pieces = 0;
    for await (const piece of spool.read()) {
      pieces++;
      // Each piece is handed to an analysis thread by transfer; what it leaves behind must not matter.
      const moved = structuredClone(piece, { transfer: [piece.buffer] });
      const rows = splitSpooledRows(moved);
      expect(countSpooledRows(moved)).toBe(rows.length);
      read.push(...rows);
    }
    expect(pieces).toBeGreaterThan(1);
    expect(read).toEqual(lines);
    await spool.dispose();
    expect(await readdir(parent)).toEqual([]);
  });
});
