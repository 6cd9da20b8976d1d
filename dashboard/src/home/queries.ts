import type { Leadproof } from '@leadproof/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_POLL_MS } from '../api/queryClient';

/** Query keys of the dashboard summary; `summaryKeys.all` is the root to invalidate. */
export const summaryKeys = {
  all: ['summary'] as const,
};

/** `GET /api/dashboard/summary`: greeting and stat cards, polled every 30 s (SPEC §9). */
export function summaryQuery(client: Leadproof) {
  return queryOptions({
    queryKey: summaryKeys.all,
    queryFn: ({ signal }) => client.dashboard.summary({ signal }),
    refetchInterval: ACCOUNT_POLL_MS,
  });
}
