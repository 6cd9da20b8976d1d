import type { ApiKey } from '@leadproof/contract/api-keys';
import type { Database } from '../db/database';
import { toApiKeyResponse } from './api-key-response';

/** The user's keys that are not revoked, newest first. */
export async function listApiKeys(database: Database, userId: string): Promise<ApiKey[]> {
  const rows = await database.db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiKeyResponse);
}
