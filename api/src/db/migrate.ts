/**
 * Applies `api/migrations/NNNN_name.sql` in order, each exactly once, on either driver.
 * Each file runs as one multi-statement simple query, which PostgreSQL executes as a single
 * implicit transaction: a failing migration leaves nothing behind.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPackageRoot } from '../internal/api-package-root';
import { LOCK_DOWN_SCHEMA } from './data-api-exposure';
import type { Database } from './database';
import { LEADPROOF_SCHEMA } from './leadproof-schema';

// Serializes API processes that start at the same time against one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_478_613;

export type Migration = { version: string; sql: string };

/** Reads the migration history shipped with the api package. */
export async function readMigrations(dir = path.join(apiPackageRoot(), 'migrations')): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

async function appliedVersions(database: Database): Promise<Set<string>> {
  const { rows } = await database.executeSql(`select version from ${LEADPROOF_SCHEMA}.leadproof_migrations`);
  return new Set(rows.map((row) => String(row.version)));
}

/** Brings the schema up to date; returns the versions it applied. */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const history = migrations ?? (await readMigrations());
  // Under the same lock as the migrations: two `create table if not exists` at the same instant can both
  // try to create it, and the loser fails (processes starting together on a fresh database).
  // The history moves with the tables (0009): a database laid out before the schema existed keeps its history.
  await database.executeSql(`
select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});
create schema if not exists ${LEADPROOF_SCHEMA};
do $$ begin
  if to_regclass('public.leadproof_migrations') is not null
     and to_regclass('${LEADPROOF_SCHEMA}.leadproof_migrations') is null then
    alter table public.leadproof_migrations set schema ${LEADPROOF_SCHEMA};
  end if;
end $$;
create table if not exists ${LEADPROOF_SCHEMA}.leadproof_migrations (version text primary key, applied_at timestamptz not null default now())`);
  const applied: string[] = [];
  for (const migration of history) {
    if ((await appliedVersions(database)).has(migration.version)) continue;
    const text = [
      `select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});`,
      migration.sql,
      `;\ninsert into ${LEADPROOF_SCHEMA}.leadproof_migrations (version) values ('${migration.version}');`,
    ].join('\n');
    try {
      await database.executeSql(text);
      applied.push(migration.version);
    } catch (error) {
      // Another process may have applied it while this one waited for the lock.
      if ((await appliedVersions(database)).has(migration.version)) continue;
      throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  // Under the same lock: grants and revokes racing on one table fail with "tuple concurrently updated".
  await database.executeSql(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}); ${LOCK_DOWN_SCHEMA}`);
  return applied;
}
