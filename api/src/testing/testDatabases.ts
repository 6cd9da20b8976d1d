/**
 * Fresh, isolated databases for integration tests, on both drivers the product runs on:
 * a PGlite folder under the OS temp dir, or a new database on the PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { testConfig } from './testConfig';

const allDatabaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof allDatabaseKinds)[number];

/**
 * The databases the suites that run on each (`describe.each(databaseKinds)`) run on: both, or those
 * `LEADPROOF_TEST_DATABASES` names (comma-separated), as the test command's Node 24 pass sets it.
 */
export const databaseKinds: readonly DatabaseKind[] = selectedDatabaseKinds(
  process.env.LEADPROOF_TEST_DATABASES,
);

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

async function adminQuery(sql: string): Promise<void> {
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
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database of `kind`. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-pglite-'));
    return {
      kind,
      config: { driver: 'pglite', dataDir: path.join(dir, 'pglite') },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `leadproof_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testConfig.postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    config: { driver: 'postgres', url: url.toString() },
    dispose: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
