import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { adminCount, createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';

describe.each(databaseKinds)('database on %s', (kind) => {
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

  it('applies the whole migration history once, then nothing', async () => {
    const history = await readMigrations();
    expect(await migrate(database)).toEqual(history.map((m) => m.version));
    expect(await migrate(database)).toEqual([]);
    const instance = await database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'instance')
      .executeTakeFirstOrThrow();
    expect(instance.value).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('leaves nothing behind from a migration that fails half-way', async () => {
    const broken = [
      { version: '9999_broken', sql: 'create table half_done (id int); select no_such_function();' },
    ];
    await expect(migrate(database, broken)).rejects.toThrow(/Migration 9999_broken failed/);
    const { rows } = await database.executeSql("select to_regclass('half_done') as t");
    expect(rows[0]?.t).toBeNull();
  });

  it('reads counts as numbers on both drivers', async () => {
    const row = await database.db
      .selectFrom('app_settings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });

  it('rolls a failed transaction back entirely', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_settings')
          .values({ key: 'tx-test', value: JSON.stringify({ a: 1 }) })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await database.db
      .selectFrom('app_settings')
      .select('key')
      .where('key', '=', 'tx-test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keeps concurrent transactions from seeing each other half-done', async () => {
    await database.db.insertInto('app_settings').values({ key: 'counter', value: '0' }).execute();
    // Twenty read-modify-write transactions at once: each must see the previous one's commit.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('app_settings')
            .select('value')
            .where('key', '=', 'counter')
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('app_settings')
            .set({ value: JSON.stringify(Number(current.value) + 1) })
            .where('key', '=', 'counter')
            .execute();
        }),
      ),
    );
    const final = await database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'counter')
      .executeTakeFirstOrThrow();
    expect(final.value).toBe(20);
  });

  it('runs multi-statement SQL without parameters and single statements with them', async () => {
    const { rows } = await database.executeSql('select 1 as a; select 2 as b');
    expect(rows).toEqual([{ b: 2 }]);
    const withParams = await database.executeSql('select $1::text as greeting', ['hello']);
    expect(withParams.rows).toEqual([{ greeting: 'hello' }]);
    expect(await sql<{ ok: number }>`select 1 as ok`.execute(database.db)).toMatchObject({
      rows: [{ ok: 1 }],
    });
  });
});

describe('closing a PostgreSQL database', () => {
  it('ends its connections even when only raw SQL ran (a `migrate` run): nothing keeps the process alive', async () => {
    const testDb = await createTestDatabase('postgres');
    try {
      const database = await openDatabase(testDb.config);
      await migrate(database);
      await database.close();
      const name = new URL((testDb.config as { url: string }).url).pathname.slice(1);
      // Idle connections left open would stay for their 10 s idle timeout; closed ones are gone within moments.
      await expect
        .poll(() => adminCount(`select count(*) from pg_stat_activity where datname = '${name}'`), {
          timeout: 5000,
        })
        .toBe(0);
    } finally {
      await testDb.dispose();
    }
  });
});
