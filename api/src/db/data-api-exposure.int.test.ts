/**
 * Leadproof's tables on a Supabase database: out of `public`, locked against Supabase's API roles with their
 * default privileges in place, and refused at start-up when one of them can read a table (docs/security.md,
 * "Database"). The roles live on the machine's PostgreSQL 15; a layout from before the schema migrates with its data.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../open-database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import { assertNoExposedTables, ExposedTableError, findExposedTables } from './data-api-exposure';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';

const PRE_SCHEMA = (version: string) => version < '0009';

/** Supabase's API roles, with the default privileges a Supabase project gives them on `public` and new schemas. */
const SUPABASE_DEFAULTS = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
exception when duplicate_object or unique_violation then null; -- another test file created it at the same time
end $$;
grant usage on schema public to anon, authenticated;
alter default privileges in schema public grant all on tables to anon, authenticated;
alter default privileges in schema public grant all on sequences to anon, authenticated;
alter default privileges in schema public grant all on functions to anon, authenticated;
alter default privileges grant all on tables to anon, authenticated;
alter default privileges grant all on sequences to anon, authenticated;
`;

describe('Leadproof tables and Supabase API roles on postgres', () => {
  let testDb: TestDatabase;
  let database: Database;
  let tables: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    database = await openDatabase(testDb.config);
    await database.executeSql(SUPABASE_DEFAULTS);
    await migrate(database);
    const { rows } = await database.executeSql(
      "select tablename from pg_tables where schemaname = 'leadproof' order by 1",
    );
    tables = rows.map((row) => String(row.tablename));
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  /** Runs `statement` as `role` in a transaction that is rolled back; resolves to the error it raised, if any. */
  async function asRole(role: string, statement: string): Promise<string | undefined> {
    const client = new pg.Client({ connectionString: (testDb.config as { url: string }).url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${role}`);
      await client.query(statement);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }

  it('keeps every table out of public', async () => {
    expect(tables).toEqual(
      expect.arrayContaining(['api_keys', 'credit_transactions', 'orders', 'app_settings']),
    );
    expect(tables.length).toBeGreaterThanOrEqual(21);
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = any($1)`,
      [tables],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('lets neither anon nor authenticated select from or insert into any table', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(21);
    for (const role of ['anon', 'authenticated']) {
      for (const table of tables) {
        expect(await asRole(role, `select * from leadproof.${table} limit 1`)).toMatch(/permission denied/);
        expect(await asRole(role, `insert into leadproof.${table} default values`)).toMatch(
          /permission denied/,
        );
      }
    }
  });

  it('enables row-level security on every table, with no policy', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(21);
    const { rows } = await database.executeSql(
      `select c.relname, c.relrowsecurity, (select count(*)::int from pg_policies p where p.schemaname = 'leadproof' and p.tablename = c.relname) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'leadproof' and c.relkind = 'r'`,
    );
    expect(rows.length).toBe(tables.length);
    for (const row of rows) expect(row).toMatchObject({ relrowsecurity: true, policies: 0 });
  });

  it('passes the start-up check on a correct set-up, and refuses a deliberately opened table, naming it', async () => {
    await expect(assertNoExposedTables(database)).resolves.toBeUndefined();
    await database.executeSql(
      'grant usage on schema leadproof to anon; grant select on leadproof.api_keys to anon',
    );
    const failure = await assertNoExposedTables(database).catch((error) => error);
    expect(failure).toBeInstanceOf(ExposedTableError);
    expect(failure.message).toMatch(/leadproof\.api_keys \(readable by anon\)/);
    expect(failure.message).toMatch(/revoke all on schema leadproof from anon, authenticated/);
    // The next migration run locks it again.
    await migrate(database);
    expect(await findExposedTables(database)).toEqual([]);
  });

  it('locks a table that a later migration adds, without that migration doing anything for it', async () => {
    const later = [
      ...(await readMigrations()),
      { version: '9999_later_table', sql: 'create table later_table (id int)' },
    ];
    await migrate(database, later);
    expect(await asRole('anon', 'select * from leadproof.later_table')).toMatch(/permission denied/);
    const { rows } = await database.executeSql(
      "select relrowsecurity from pg_class where oid = 'leadproof.later_table'::regclass",
    );
    expect(rows[0]!.relrowsecurity).toBe(true);
  });
});

describe.each(databaseKinds)('a database laid out before the schema, on %s', (kind) => {
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

  /** Today's layout: the migrations before the schema, applied in `public` with their history there. */
  async function layOutInPublic(): Promise<void> {
    const old = (await readMigrations()).filter((migration) => PRE_SCHEMA(migration.version));
    const script = [
      'create table public.leadproof_migrations (version text primary key, applied_at timestamptz not null default now());',
      ...old.map(
        (migration) =>
          `${migration.sql};\ninsert into public.leadproof_migrations (version) values ('${migration.version}');`,
      ),
      "insert into public.users (id, email) values ('00000000-0000-4000-8000-000000000001', 'ann@example.com');",
      `insert into public.credit_transactions (user_id, amount, reason, description, idempotency_key)
       values ('00000000-0000-4000-8000-000000000001', 50, 'grant', 'Free trial credits', 'trial:ann');`,
    ].join('\n');
    if (kind === 'pglite') {
      // One session: point it at public for the old layout, then back.
      await database.executeSql(`set search_path to public; ${script}; set search_path to leadproof, public`);
      return;
    }
    const client = new pg.Client({ connectionString: (testDb.config as { url: string }).url });
    await client.connect();
    try {
      await client.query(script);
    } finally {
      await client.end();
    }
  }

  it('moves the tables, their data and the history into the schema; the old names are gone', async () => {
    await layOutInPublic();
    const later = (await readMigrations()).filter((migration) => !PRE_SCHEMA(migration.version));
    expect(await migrate(database)).toEqual(later.map((migration) => migration.version));
    expect(later[0]!.version).toBe('0009_leadproof_schema');
    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.email).toBe('ann@example.com');
    const grant = await database.db.selectFrom('credit_transactions').selectAll().executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ amount: 50, reason: 'grant', idempotency_key: 'trial:ann' });
    const { rows } = await database.executeSql(
      "select to_regclass('public.users') as old_users, to_regclass('public.leadproof_migrations') as old_history, to_regclass('leadproof.users') as users",
    );
    expect(rows[0]).toMatchObject({ old_users: null, old_history: null });
    expect(rows[0]!.users).not.toBeNull();
    // The identity column's sequence moved with its table: new rows still number on from the old ones.
    await database.db
      .insertInto('credit_transactions')
      .values({ user_id: user.id, amount: 1, reason: 'grant', description: 'More', idempotency_key: 'more' })
      .execute();
    const seqs = await database.db.selectFrom('credit_transactions').select('seq').orderBy('seq').execute();
    expect(seqs.map((row) => Number(row.seq))).toEqual([1, 2]);
    expect(await migrate(database)).toEqual([]);
  });
});
