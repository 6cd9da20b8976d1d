import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { schemaIsCurrent } from './schema-current';

describe.each(databaseKinds)('schemaIsCurrent on %s', (kind) => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await openDatabase(testDb.config);
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('is false on a fresh database, false with the last migration missing, true once it is applied', async () => {
    expect(await schemaIsCurrent(database)).toBe(false);
    const history = await readMigrations();
    await migrate(database, history.slice(0, -1));
    expect(await schemaIsCurrent(database)).toBe(false);
    await migrate(database, history);
    expect(await schemaIsCurrent(database)).toBe(true);
  });
});
