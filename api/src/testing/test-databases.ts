/**
 * Fresh, isolated databases for integration tests, on both drivers the product runs on:
 * a PGlite folder under the OS temp dir, or a new database on the PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { migrate } from '../db/migrate';
import { JobQueue } from '../jobs/job-queue';
import { createLogger } from '../logger';
import { openDatabase } from '../open-database';
import type { DatabaseTemplates } from './database-templates';
import { testConfig } from './test-config';

const allDatabaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof allDatabaseKinds)[number];

/**
 * The databases the suites that run on each (`describe.each(databaseKinds)`) run on: both, or those
 * `LEADPROOF_TEST_DATABASES` names (comma-separated), as the test command's Node 24 pass sets it.
 */
export const databaseKinds: readonly DatabaseKind[] = selectedDatabaseKinds(
  process.env.LEADPROOF_TEST_DATABASES,
);

/**
 * The one database of a suite whose subject sits above the store: HTTP validation, authorization, rate limits,
 * webhook deliveries, accounts, paging and filters, and the CLI, which reaches the database only through the API's
 * routes. PostgreSQL, production's, unless this run leaves it out (the Node 24 pass runs PGlite only). Both drivers
 * run the same SQL; what differs between them (one connection or a pool, locks, restarts, kill -9, the credit ledger
 * under concurrency) is what the suites on `databaseKinds` test, and every browser test runs embedded PGlite end to
 * end. On both, these suites sent the same requests twice for nothing the second run could catch, and their PGlite
 * half cost the most CPU of the integration project (docs/decisions/testing.md, "Which suites run on both databases").
 */
export const singleDatabaseKinds: readonly DatabaseKind[] = databaseKinds.includes('postgres')
  ? ['postgres']
  : databaseKinds.slice(0, 1);

/** The database of a suite above the store that starts one server of its own: `singleDatabaseKinds`' one. */
export const singleDatabaseKind: DatabaseKind = singleDatabaseKinds[0]!;

export function selectedDatabaseKinds(setting: string | undefined): readonly DatabaseKind[] {
  if (!setting?.trim()) return allDatabaseKinds;
  const names = setting.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(allDatabaseKinds as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `LEADPROOF_TEST_DATABASES: unknown ${unknown.join(', ')} (use ${allDatabaseKinds.join(', ')})`,
    );
  }
  return allDatabaseKinds.filter((kind) => names.includes(kind));
}

export type TestDatabase = {
  kind: DatabaseKind;
  config: DatabaseConfig;
  /** Drops the database (or deletes the folder). */
  dispose(): Promise<void>;
};

/** Runs `sql` on the admin connection (creating and dropping databases); returns its rows. */
async function adminRows(sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: testConfig.postgresUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${testConfig.postgresUrl} (${(error as Error).message}). ` +
        'Run the suite with `pnpm test`, which starts the local cluster, or set LEADPROOF_TEST_POSTGRES_URL.',
    );
  }
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the admin connection (creating and dropping databases). */
export async function adminQuery(sql: string): Promise<void> {
  await adminRows(sql);
}

/** The number `sql` (one row, one `count` column) counts, on the admin connection. */
export async function adminCount(sql: string): Promise<number> {
  return Number((await adminRows(sql))[0]?.count ?? 0);
}

/** The URL of database `name` on the test server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(testConfig.postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database of `kind`: empty, or with `migrated` already migrated (a copy of this run's template, made by
 * the integration project's global set-up; outside it, migrated on the spot).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const templates = migrated ? await runTemplates() : {};
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-pglite-'));
    const dataDir = path.join(dir, 'pglite');
    if (templates.pgliteDataDir) await cp(templates.pgliteDataDir, dataDir, { recursive: true });
    const database = {
      kind,
      config: { driver: 'pglite', dataDir } as const,
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
    if (migrated && !templates.pgliteDataDir) await migrateEmptyDatabase(database.config);
    return database;
  }
  const name = `leadproof_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    templates.postgresDatabase
      ? `create database ${name} template ${templates.postgresDatabase}`
      : `create database ${name}`,
  );
  const database = {
    kind,
    config: { driver: 'postgres', url: postgresDatabaseUrl(name) } as const,
    dispose: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
  if (migrated && !templates.postgresDatabase) await migrateEmptyDatabase(database.config);
  return database;
}

/** Migrates the empty database `config` names and creates pg-boss's schema in it, then closes it. */
export async function migrateEmptyDatabase(config: Parameters<typeof openDatabase>[0]): Promise<void> {
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const jobs = await JobQueue.start(database, { logger: createLogger('error'), supervise: false });
    await jobs.stop(1000);
  } finally {
    await database.close();
  }
}

/** This run's templates, when a global set-up provided them (vitest is imported only then: benches run without). */
export async function runTemplates(): Promise<DatabaseTemplates> {
  const { inject } = await import('vitest');
  try {
    return inject('databaseTemplates') ?? {};
  } catch {
    return {};
  }
}
