import type { ApiKey, ApiKeyCreateBody } from '@leadproof/contract/api-keys';
import type { Leadproof } from '@leadproof/sdk';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

/** Query keys of API keys; `apiKeysKeys.all` is the root to invalidate. */
export const apiKeysKeys = {
  all: ['apiKeys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
};

/** `GET /api/api-keys`: the user's keys that are not revoked (never their secrets). */
export function apiKeysQuery(client: Leadproof) {
  return queryOptions({
    queryKey: apiKeysKeys.list(),
    queryFn: async ({ signal }) => (await client.apiKeys.list({ signal })).items,
  });
}

/** `POST /api/api-keys`: a new key, its secret in the answer only; refreshes the list. */
export function createApiKeyMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (body: ApiKeyCreateBody) => client.apiKeys.create(body),
    onSuccess: (_key, _body, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** `DELETE /api/api-keys/{id}`: the key stops working at once; refreshes the list. */
export function revokeApiKeyMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: (key: ApiKey) => client.apiKeys.revoke(key.id),
    onSuccess: (_void, _key, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
