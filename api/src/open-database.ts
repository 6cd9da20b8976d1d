/**
 * Opens the database a configuration names: PostgreSQL (hosted), or PGlite (embedded mode, `embedded/database/`).
 * At the top of `api/src` because it chooses between the two, as the composition root does.
 */
import type { DatabaseConfig } from './config/config';
import { type Database, openPostgres } from './db/database';
import { openPglite } from './embedded/database/open-pglite';

/** Opens the database `config` names; PGlite's folder is created on first use. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.driver === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url);
}
