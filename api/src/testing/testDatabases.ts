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

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

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
