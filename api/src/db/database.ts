/**
 * The one way code reaches the database: a Kysely instance over PGlite (embedded) or a
 * PostgreSQL pool (production), plus raw SQL for the job queue. Both run the same SQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { SEARCH_PATH } from './leadproofSchema';
import { Mutex } from './mutex';
import { ensurePgliteDataDir } from './pgliteDataDir';
import { pgliteDialect } from './pgliteDialect';
import type { Schema } from './schema';
import { INT8_OID, NUMERIC_OID, parseNumber } from './typeParsers';

export type SqlResult = { rows: Record<string, unknown>[] };

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  /** Typed query builder; `db.transaction()` for atomic writes. */
  readonly db: Kysely<Schema>;
  /** Raw SQL. Without values the text may hold several statements; the last statement's rows are returned. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Closes the pool, or flushes and closes PGlite. */
  close(): Promise<void>;
}

/** Opens the database `config` names; PGlite's folder is created on first use. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.driver === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url);
}

async function openPglite(dataDir: string): Promise<Database> {
  await ensurePgliteDataDir(dataDir);
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
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

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    // A start-up parameter, so every connection (and pg-boss on it) resolves Leadproof's tables with no extra
    // round trip and nothing a pooled connection could lose (docs/decisions/foundation.md, "Database schema").
    options: `-c search_path=${SEARCH_PATH.replace(' ', '')}`,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? parseNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Neither must a checked-out client between two queries (inside a transaction): pg emits its
  // 'error' on the client, where the pool does not listen. Its next query fails instead, and the
  // pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    driver: 'postgres',
    db,
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query; raw SQL alone (a `migrate` run, pg-boss) leaves it open,
      // and its idle connections keep the process alive for their 10 s idle timeout.
      if (!pool.ending) await pool.end();
    },
  };
}
