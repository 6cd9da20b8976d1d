import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteDataDir } from './pglite-data-dir';

describe('ensurePgliteDataDir', () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'pglite-datadir-'));
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('creates a cluster in a child process and leaves no half-made folder', async () => {
    // An empty folder (made by hand, or by an older version) is taken over.
    const dataDir = path.join(work, 'fresh', 'pglite');
    await mkdir(dataDir, { recursive: true });
    await ensurePgliteDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await readdir(path.join(work, 'fresh'))).toEqual(['pglite']);
    // A second call keeps the existing cluster.
    await writeFile(path.join(dataDir, 'marker'), 'kept');
    await ensurePgliteDataDir(dataDir);
    expect(existsSync(path.join(dataDir, 'marker'))).toBe(true);
  }, 120_000);

  it('refuses a folder that holds other files, naming it', async () => {
    const dataDir = path.join(work, 'occupied');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(ensurePgliteDataDir(dataDir)).rejects.toThrow(
      `${dataDir} holds files but no PostgreSQL cluster`,
    );
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
  });
});
