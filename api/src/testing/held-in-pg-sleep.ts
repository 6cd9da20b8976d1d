/**
 * Waiting for a process a kill -9 test holds inside a transaction with a `pg_sleep` trigger: on PostgreSQL, until a
 * session of the database waits in `PgSleep`; embedded (PGlite on the server's thread), until the server stops
 * answering.
 */
import type pg from 'pg';

/** Resolves once a session of `admin`'s database waits in `pg_sleep`. */
export async function untilHeldInPgSleep(admin: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await admin.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'",
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True once `url` gives no answer within a second: the embedded server is held inside PGlite. */
async function stopsAnswering(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

/** Resolves after three silent seconds in a row at `url`: a long `pg_sleep`, not a pause of the collector. */
export async function untilEmbeddedServerHeld(url: string): Promise<void> {
  for (let silent = 0; silent < 3; ) {
    silent = (await stopsAnswering(url)) ? silent + 1 : 0;
    if (silent === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
