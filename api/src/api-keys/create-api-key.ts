import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
import type { ApiKeyCreateResponse } from '@leadproof/contract/api-keys';
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import { lockUserRow } from '../users/lock-user-row';
import { generateApiKeySecret } from './api-key-secret';

/** How many keys one account may hold at once; a forgotten script loop should not mint thousands. */
export const MAX_ACTIVE_API_KEYS = 25;

/** What a new key is called, what it may do, and when it stops working (null: never). */
export type NewApiKey = { name: string; scope: ApiKeyScope; expiresAt: string | null };

/** Creates a key for the user and returns it with its secret, which is not stored and never shown again. */
export async function createApiKey(
  database: Database,
  userId: string,
  { name, scope, expiresAt }: NewApiKey,
): Promise<ApiKeyCreateResponse> {
  const { secret, prefix, hash } = generateApiKeySecret();
  // Counted and added under the user's row lock: creations that arrive at once (a script's loop) cannot each see
  // the last free place.
  const row = await database.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const active = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(active.count) >= MAX_ACTIVE_API_KEYS) {
      throw new ApiError({
        code: 'bad_request',
        message: `You already have ${MAX_ACTIVE_API_KEYS} API keys, the most an account can hold. Revoke one you no longer use first.`,
      });
    }
    return trx
      .insertInto('api_keys')
      .values({ user_id: userId, name, prefix, secret_hash: hash, scope, expires_at: expiresAt })
      .returning(['id', 'name', 'prefix', 'created_at', 'scope', 'expires_at'])
      .executeTakeFirstOrThrow();
  });
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: new Date(row.created_at).toISOString(),
    scope: row.scope,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    secret,
  };
}
