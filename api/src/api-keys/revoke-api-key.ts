import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes the user's key at once: requests with it get 401 from then on. Another user's key, an already
 * revoked key and an unknown id all answer the same 404, so ids cannot be probed.
 */
export async function revokeApiKey(database: Database, userId: string, keyId: string): Promise<void> {
  // Not a UUID cannot be a key; checking first keeps PostgreSQL from raising a cast error.
  const revoked = UUID.test(keyId)
    ? await database.db
        .updateTable('api_keys')
        .set({ revoked_at: new Date() })
        .where('id', '=', keyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!revoked) throw new ApiError({ code: 'not_found', message: 'API key not found.' });
}
