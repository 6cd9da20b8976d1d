import type { APIError, InvalidUploadError, ResponseValidationError } from '@leadproof/sdk';
import { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    // What a query or mutation can fail with: the SDK's errors. `APIError` covers HTTP and connection
    // failures; the other two are a response that broke the contract and a file refused before upload.
    defaultError: APIError | ResponseValidationError | InvalidUploadError;
  }
}

/** How often the summary and the balance are refetched. @unit milliseconds */
export const ACCOUNT_POLL_MS = 30_000;
/** How long the balance counts as fresh. @unit milliseconds */
export const BALANCE_STALE_MS = 10_000;
/** How long the pricing table counts as fresh. @unit milliseconds */
export const PRICING_STALE_MS = 5 * 60_000;
/**
 * How often an order list or detail is refetched while an order is being processed. The one exception to
 * the "no polling" default below (docs/decisions/dashboard.md, Dashboard): progress and completion would otherwise never show.
 * @unit milliseconds
 */
export const ORDER_PROGRESS_POLL_MS = 3_000;
/**
 * How often an endpoint's delivery log is refetched while a delivery is pending or retrying, as it is open on
 * screen; the same exception as `ORDER_PROGRESS_POLL_MS` (docs/decisions/dashboard.md, Dashboard).
 * @unit milliseconds
 */
export const WEBHOOK_DELIVERY_POLL_MS = 3_000;
/**
 * How often a bounce report (or the reports' history) is refetched while a report is processing: its refund shows
 * when the job is done, as an order's results do; the same exception as `ORDER_PROGRESS_POLL_MS`.
 * @unit milliseconds
 */
export const BOUNCE_REPORT_POLL_MS = 3_000;

/**
 * The dashboard's query client with these defaults: data never goes stale, no refetch on window
 * focus, no polling, no retries (queries and mutations). Queries that differ say so in their factory.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
