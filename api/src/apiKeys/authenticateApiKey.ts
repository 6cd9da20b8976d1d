import type { TokenUser } from '../auth/accessTokenVerifier';
import type { Database } from '../db/database';
import { hashApiKeySecret, isWellFormedApiKey } from './apiKeySecret';

/** `last_used_at` is written at most this often per key. @unit milliseconds */
export const LAST_USED_THROTTLE_MS = 60_000;

/**
 * The user an API key belongs to, or null for a malformed, unknown or revoked key. Records when the
 * key was last used, at most once a minute.
 */
export async function authenticateApiKey(
  database: Database,
  secret: string,
  now: Date = new Date(),
): Promise<TokenUser | null> {
  if (!isWellFormedApiKey(secret)) return null;
  const found = await database.db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id as keyId',
      'api_keys.last_used_at as lastUsedAt',
      'users.id as userId',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.company',
    ])
    .where('api_keys.secret_hash', '=', hashApiKeySecret(secret))
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  const lastUsed = found.lastUsedAt === null ? 0 : new Date(found.lastUsedAt).getTime();
  if (now.getTime() - lastUsed >= LAST_USED_THROTTLE_MS) {
    await database.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', found.keyId)
      .execute();
  }
  return {
    id: found.userId,
    email: found.email,
    firstName: found.first_name ?? undefined,
    lastName: found.last_name ?? undefined,
    company: found.company ?? undefined,
    // A key is not a sign-in: it lives until revoked.
    sessionId: undefined,
    anonymous: false,
  };
}
