/**
 * The one way code reaches the database: a Kysely instance over PGlite (embedded) or a
 * PostgreSQL pool (production), plus raw SQL for the job queue. Both run the same SQL.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SEARCH_PATH } from './leadproof-schema';
import type { Schema } from './schema';
import { INT8_OID, NUMERIC_OID, parseNumber } from './type-parsers';

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

/** Opens a PostgreSQL pool on `url` (PGlite, embedded mode's database, opens in `embedded/database/`). */
export async function openPostgres(url: string): Promise<Database> {
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
