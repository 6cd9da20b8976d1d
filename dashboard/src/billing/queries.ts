import { type Leadproof, LeadproofError } from '@leadproof/sdk';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { ACCOUNT_POLL_MS, BALANCE_STALE_MS, PRICING_STALE_MS } from '../api/query-client';
import { saveStreamAsFile } from '../lib/save-file';

/** Transactions per page and per Load more. */
export const TRANSACTION_PAGE_SIZE = 20;

/** File name of the transaction export. */
export const TRANSACTIONS_EXPORT_FILE_NAME = 'leadproof-credit-transactions.csv';

/** Query keys of credits and billing; `billingKeys.all` is the root to invalidate. */
export const billingKeys = {
  all: ['billing'] as const,
  balance: () => [...billingKeys.all, 'balance'] as const,
  pricing: () => [...billingKeys.all, 'pricing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  transactions: () => [...billingKeys.all, 'transactions'] as const,
};

/** `GET /api/users/me/balance`: fresh for 10 s, polled every 30 s. */
export function balanceQuery(client: Leadproof) {
  return queryOptions({
    queryKey: billingKeys.balance(),
    queryFn: async ({ signal }) => (await client.users.balance({ signal })).balance,
    staleTime: BALANCE_STALE_MS,
    refetchInterval: ACCOUNT_POLL_MS,
  });
}

/** `GET /api/pricing`: price per row of each order type, fresh for 5 minutes. */
export function pricingQuery(client: Leadproof) {
  return queryOptions({
    queryKey: billingKeys.pricing(),
    queryFn: async ({ signal }) => {
      try {
        return await client.pricing.list({ signal });
      } catch (cause) {
        throw new LeadproofError('Failed to fetch pricing', { cause });
      }
    },
    staleTime: PRICING_STALE_MS,
  });
}

/** `GET /api/credit-transactions`: pages of 20, each next page from the previous `nextOffset`. */
export function transactionsQuery(client: Leadproof) {
  return infiniteQueryOptions({
    queryKey: billingKeys.transactions(),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await client.creditTransactions.list(
        { limit: TRANSACTION_PAGE_SIZE, offset: pageParam },
        { signal },
      );
      // A plain object: the cache keeps data, not the SDK's page class with its client reference.
      return { items: page.items, nextOffset: page.nextOffset };
    },
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });
}

/** `POST /api/billing/portal`: the URL of the billing portal to send the user to. */
export function billingPortalMutation(client: Leadproof) {
  return mutationOptions({ mutationFn: () => client.billing.createPortalSession() });
}

/** `GET /api/credit-transactions/export`: saves every transaction as `TRANSACTIONS_EXPORT_FILE_NAME`. */
export function exportTransactionsMutation(client: Leadproof) {
  return mutationOptions({
    mutationFn: async () =>
      saveStreamAsFile(await client.creditTransactions.export(), TRANSACTIONS_EXPORT_FILE_NAME),
  });
}
