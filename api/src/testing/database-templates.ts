/**
 * Migrated databases to copy rather than build: one PGlite folder and one PostgreSQL template database, made once
 * per test run by the integration project's global set-up (integration-setup.ts). A PGlite cluster costs an initdb
 * in a child process and every migration, seconds each on a loaded 2-core machine, and the suites make dozens.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminCount,
  adminQuery,
  type DatabaseKind,
  migrateEmptyDatabase,
  postgresDatabaseUrl,
} from './test-databases';

/** Where the templates of one run are; a kind the run does not test has none. */
export type DatabaseTemplates = {
  /** A closed PGlite data directory, migrated, with pg-boss's schema. */
  pgliteDataDir?: string;
  /** A PostgreSQL database of the same content, for `create database … template`. */
  postgresDatabase?: string;
};

// What the integration project's global set-up provides (integration-setup.ts), declared beside the type so that
// every program reading it with `inject` (test-databases.ts, in the CLI's typecheck too) sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Makes the templates of `kinds`; `dispose` deletes them. */
export async function createDatabaseTemplates(
  kinds: readonly DatabaseKind[],
): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> {
  const templates: DatabaseTemplates = {};
  let folder: string | undefined;
  if (kinds.includes('pglite')) {
    folder = await mkdtemp(path.join(tmpdir(), 'leadproof-template-'));
    templates.pgliteDataDir = path.join(folder, 'pglite');
    await migrateEmptyDatabase({ driver: 'pglite', dataDir: templates.pgliteDataDir });
  }
  if (kinds.includes('postgres')) {
    templates.postgresDatabase = `leadproof_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${templates.postgresDatabase}`);
    await migrateEmptyDatabase({ driver: 'postgres', url: postgresDatabaseUrl(templates.postgresDatabase) });
    await sessionsGone(templates.postgresDatabase);
  }
  return {
    templates,
    dispose: async () => {
      if (folder) await rm(folder, { recursive: true, force: true });
      if (templates.postgresDatabase)
        await adminQuery(`drop database if exists ${templates.postgresDatabase} with (force)`);
    },
  };
}

/**
 * Waits until no session is on database `name`: a closed pool's backends exit a moment after it, and `create
 * database … template` refuses a template anyone is connected to.
 */
async function sessionsGone(name: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const sessions = await adminCount(`select count(*) from pg_stat_activity where datname = '${name}'`);
    if (sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the template database ${name} still has sessions after 10 s`);
}
