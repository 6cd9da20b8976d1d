import type { Leadproof } from '@leadproof/sdk';
import { queryOptions } from '@tanstack/react-query';

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
