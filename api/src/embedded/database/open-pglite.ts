/** PGlite, embedded mode's database: one PostgreSQL in this process, kept in a folder of the data dir. */
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { SEARCH_PATH } from '../../db/leadproof-schema';
import { Mutex } from '../../db/mutex';
import type { Schema } from '../../db/schema';
import { INT8_OID, NUMERIC_OID, parseNumber } from '../../db/type-parsers';
import { ensurePgliteDataDir } from './pglite-data-dir';
import { pgliteDialect } from './pglite-dialect';

/** Opens (and on first use creates) the PGlite database in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  await ensurePgliteDataDir(dataDir);
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
    // PostgreSQL's shared memory lives in PGlite's WebAssembly memory, which is touched whole at start and never
    // given back: 128 MB of buffers (initdb's default) kept the server ~130 MB larger from its first second. The
    // files it caches stay in the OS page cache, and orders were not slower (docs/decisions/foundation.md,
    // "Embedded server memory"). One session uses it: 5 connections still size its lock tables.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
  });
  // One session for the whole process: set once, it holds for every query.
  await pglite.exec(`set search_path to ${SEARCH_PATH}`);
  const mutex = new Mutex();
  const db = new Kysely<Schema>({ dialect: pgliteDialect(pglite, mutex) });
  let closed = false;
  return {
    driver: 'pglite',
    db,
    executeSql: (text, values) =>
      mutex.run(async () => {
        // PGlite's `query` takes one statement (extended protocol); `exec` takes many (simple protocol).
        if (values && values.length > 0) {
          const result = await pglite.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        }
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
