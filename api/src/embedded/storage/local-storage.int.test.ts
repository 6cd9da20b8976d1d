import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openDatabase } from '../../open-database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-databases';
import { LocalObjectStorage } from './local-storage';

// The sweep is about files, not SQL: one database kind is enough.
describe('LocalObjectStorage.open', () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite', { migrated: true });
    database = await openDatabase(testDb.config);
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('deletes uploads a killed server left half-written, but not recent ones or stored objects', async () => {
    const dataDir = path.dirname((testDb.config as { dataDir: string }).dataDir);
    const folder = path.join(dataDir, 'storage', 'uploads', 'user-1', 'order-1');
    await mkdir(folder, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const files = {
      abandoned: 'original.csv.upload-0123456789ab',
      inProgress: 'original.csv.upload-ba9876543210',
      stored: 'original.csv',
      oldStored: 'results.csv',
      lookalike: 'notes.upload-later.csv',
    };
    for (const name of Object.values(files)) await writeFile(path.join(folder, name), 'email\na@b.co\n');
    for (const name of [files.abandoned, files.oldStored, files.lookalike])
      await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);

    await LocalObjectStorage.open(dataDir, database);

    expect((await readdir(folder)).sort()).toEqual(
      [files.inProgress, files.lookalike, files.stored, files.oldStored].sort(),
    );
  });
});
