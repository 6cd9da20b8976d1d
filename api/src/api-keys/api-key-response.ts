import type { ApiKey } from '@leadproof/contract/api-keys';
import type { Selectable } from 'kysely';
import type { ApiKeysTable } from '../db/schema';

/** A row of `api_keys`. */
export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The key as the API lists it: never the secret or its hash. */
export function toApiKeyResponse(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    scope: row.scope,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  };
}
