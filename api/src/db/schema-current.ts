/** Whether the database's schema is the one this build expects: its last migration applied (readiness). */
import type { Database } from './database';
import { LEADPROOF_SCHEMA } from './leadproof-schema';
import { readMigrations } from './migrate';

let latest: Promise<string | undefined> | undefined;

/** True when the last migration this build ships is recorded as applied; throws when the database does not answer. */
export async function schemaIsCurrent(database: Database): Promise<boolean> {
  // The files do not change while the process runs: read them once.
  latest ??= readMigrations().then((migrations) => migrations.at(-1)?.version);
  const version = await latest;
  if (version === undefined) return true;
  // Before the first migration the history table is missing: that is "not migrated", not "unreachable".
  const { rows } = await database.executeSql(
    `select to_regclass('${LEADPROOF_SCHEMA}.leadproof_migrations') is not null as ready`,
  );
  if (rows[0]?.ready !== true) return false;
  const applied = await database.executeSql(
    `select 1 from ${LEADPROOF_SCHEMA}.leadproof_migrations where version = $1`,
    [version],
  );
  return applied.rows.length > 0;
}
