/**
 * The product's `users` row, created the first time a token for that user arrives, from the
 * token's metadata (firstName, lastName, company).
 */
import type { TokenUser } from '../auth/accessTokenVerifier';
import type { Database } from '../db/database';

// Only spares repeated inserts; losing it (restart, another process) costs one no-op insert.
const known = new Set<string>();
const KNOWN_LIMIT = 10_000;

/** Inserts the user if new; a no-op for users already seen. */
export async function ensureUser(database: Database, user: TokenUser): Promise<void> {
  if (known.has(user.id)) return;
  await database.db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      company: user.company ?? null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.add(user.id);
}
