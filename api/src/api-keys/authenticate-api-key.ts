import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
import type { TokenUser } from '../auth/access-token-verifier';
import type { Database } from '../db/database';
import { hashApiKeySecret, isWellFormedApiKey } from './api-key-secret';

/** `last_used_at` is written at most this often per key. @unit milliseconds */
export const LAST_USED_THROTTLE_MS = 60_000;

/** A key that works: its user and what it may do. */
export type AuthenticatedApiKey = {
  status: 'valid';
  /** The key's id, e.g. for limits kept per key. */
  id: string;
  user: TokenUser;
  scope: ApiKeyScope;
  expiresAt: Date | null;
};

/** A key that was real but is past its expiry: told apart so that the caller learns why, and since when. */
export type ExpiredApiKey = { status: 'expired'; expiredAt: Date };

/**
 * The user an API key belongs to and its scope, `expired` for a key past its expiry, or null for a
 * malformed, unknown or revoked key, or a key of an account marked for deletion. Records when the key was last used, at most once a minute.
 */
export async function authenticateApiKey(
  database: Database,
  secret: string,
  now: Date = new Date(),
): Promise<AuthenticatedApiKey | ExpiredApiKey | null> {
  if (!isWellFormedApiKey(secret)) return null;
  const found = await database.db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id as keyId',
      'api_keys.last_used_at as lastUsedAt',
      'api_keys.scope',
      'api_keys.expires_at as expiresAt',
      'users.id as userId',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.company',
    ])
    .where('api_keys.secret_hash', '=', hashApiKeySecret(secret))
    .where('api_keys.revoked_at', 'is', null)
    // The deletion revokes keys in a later step; from the mark on, the account acts no more (as its sessions).
    .where('users.deletion_requested_at', 'is', null)
    .executeTakeFirst();
  if (!found) return null;
  // Telling "expired" from "unknown" reveals nothing: only the holder of the secret can ask.
  if (found.expiresAt !== null && new Date(found.expiresAt).getTime() <= now.getTime()) {
    return { status: 'expired', expiredAt: new Date(found.expiresAt) };
  }
  const lastUsed = found.lastUsedAt === null ? 0 : new Date(found.lastUsedAt).getTime();
  if (now.getTime() - lastUsed >= LAST_USED_THROTTLE_MS) {
    await database.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('id', '=', found.keyId)
      .execute();
  }
  return {
    status: 'valid',
    id: found.keyId,
    scope: found.scope,
    expiresAt: found.expiresAt === null ? null : new Date(found.expiresAt),
    user: {
      id: found.userId,
      email: found.email,
      firstName: found.first_name ?? undefined,
      lastName: found.last_name ?? undefined,
      company: found.company ?? undefined,
      // A key is not a sign-in: it lives until revoked or until it expires.
      sessionId: undefined,
      anonymous: false,
    },
  };
}
