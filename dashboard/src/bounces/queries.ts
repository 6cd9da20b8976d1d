import type { BounceReport, BounceReportListResponse } from '@leadproof/contract/bounce-reports';
import type { Leadproof } from '@leadproof/sdk';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { BOUNCE_REPORT_POLL_MS } from '../api/query-client';
import { xhrUploadFetch } from '../home/upload/xhr-upload-fetch';
import { ordersKeys } from '../orders/queries';
import { isMeasuredOrder, type MeasuredOrder } from './measured-orders';

/** How many measured orders the accuracy trend shows: the latest, one page of the API. */
export const ACCURACY_TREND_ORDERS = 100;

/** Reports per page and per Load more, as the orders. */
export const BOUNCE_REPORTS_PAGE_SIZE = 20;

/** Query keys of bounce reports; `bounceReportsKeys.all` is the root to invalidate. */
export const bounceReportsKeys = {
  all: ['bounceReports'] as const,
  list: () => [...bounceReportsKeys.all, 'list'] as const,
  detail: (id: string) => [...bounceReportsKeys.all, 'detail', id] as const,
};

/** Whether the server is reading the report: its figures, and perhaps the balance, are about to change. */
export function isProcessingReport(report: Pick<BounceReport, 'status'>): boolean {
  return report.status === 'processing';
}

/** A list's or a report's refetch interval: every few seconds while a report is processing, otherwise never. */
export function bounceReportsRefetchInterval(reports: readonly BounceReport[] | undefined): number | false {
  return reports?.some(isProcessingReport) ? BOUNCE_REPORT_POLL_MS : false;
}

/**
 * `GET /api/bounce-reports`: pages of 20, newest first, each next page from the previous `nextOffset`. Refetched
 * every few seconds only while a loaded report is processing.
 */
export function bounceReportsQuery(client: Leadproof) {
  return infiniteQueryOptions({
    queryKey: bounceReportsKeys.list(),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<BounceReportListResponse> => {
      const page = await client.bounceReports.list(
        { limit: BOUNCE_REPORTS_PAGE_SIZE, offset: pageParam },
        { signal },
      );
      // A plain object: the cache keeps data, not the SDK's page class with its client reference.
      return { items: page.items, nextOffset: page.nextOffset };
    },
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    refetchInterval: (query) =>
      bounceReportsRefetchInterval(query.state.data?.pages.flatMap((page) => page.items)),
  });
}

/** `GET /api/bounce-reports/{id}`: one report; refetched every few seconds only while it is processing. */
export function bounceReportQuery(client: Leadproof, id: string) {
  return queryOptions({
    queryKey: bounceReportsKeys.detail(id),
    queryFn: ({ signal }) => client.bounceReports.retrieve(id, { signal }),
    refetchInterval: (query) => bounceReportsRefetchInterval(query.state.data && [query.state.data]),
  });
}

/**
 * `GET /api/orders?measured=true`: the latest orders bounce reports measured, oldest first (the trend's order).
 * Refetched when a report settles (`useRefreshOnSettle`).
 */
export function measuredOrdersQuery(client: Leadproof) {
  return queryOptions({
    queryKey: ordersKeys.measured(),
    queryFn: async ({ signal }): Promise<MeasuredOrder[]> => {
      const page = await client.orders.list({ measured: true, limit: ACCURACY_TREND_ORDERS }, { signal });
      return page.items.filter(isMeasuredOrder).reverse();
    },
  });
}

/**
 * Reports a bounce log through the SDK's `bounceReports.upload` (create, signed upload, confirm), its storage step
 * sent over XMLHttpRequest so that `onProgress` sees the bytes go out. The answer (`processing`, or `duplicate`)
 * becomes the report's cached detail, and the history is refreshed.
 */
export function uploadBounceReportMutation(
  client: Leadproof,
  onProgress: (loaded: number, total: number) => void,
) {
  return mutationOptions({
    mutationFn: (file: File) =>
      client.withOptions({ storageFetch: xhrUploadFetch(onProgress) }).bounceReports.upload(file),
    onSuccess: (report, _file, _result, { client: queryClient }) => {
      queryClient.setQueryData(bounceReportsKeys.detail(report.id), report);
      // Not awaited: the report's page opens at once, and the history is fetched again when shown.
      void queryClient.invalidateQueries({ queryKey: bounceReportsKeys.list() });
    },
  });
}
