/**
 * Waiting out a database outage (a restart, a failover) in a step that is safe to run again: set-up work of a
 * long-running process, which would otherwise exit mid-start and leave the jobs it already took to their expiry.
 */
import type { Logger } from '../logger';
import { isDatabaseConnectionError } from './connection-errors';
import type { Database } from './database';

/** Outages a step waits out before it gives up. */
const OUTAGES = 5;
/** How long one outage is waited out. */
const OUTAGE_MS = 60_000;

/** Resolves once `database` answers again, or after `limitMs`. */
export async function databaseBack(database: Database, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    try {
      await database.executeSql('select 1');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Runs `step`, and runs it again once the database is back each time it fails because the database is unreachable
 * (up to five outages of a minute); any other error is thrown at once. `step` must be idempotent.
 */
export async function despiteOutages<T>(
  database: Database,
  logger: Logger,
  what: string,
  step: () => Promise<T>,
): Promise<T> {
  for (let outage = 1; ; outage++) {
    try {
      return await step();
    } catch (error) {
      if (outage > OUTAGES || !isDatabaseConnectionError(error)) throw error;
      logger.warn(`${what}: the database went away; waiting`, { err: error });
      await databaseBack(database, OUTAGE_MS);
    }
  }
}
