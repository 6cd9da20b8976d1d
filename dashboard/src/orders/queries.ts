import { orderDownloadFileName } from '@leadproof/contract/order-names';
import type {
  Order,
  OrderFile,
  OrderListResponse,
  OrderListSort,
  OrderResultsFilter,
  OrderResultsFormat,
  OrderStatus,
} from '@leadproof/contract/orders';
import { APIError, APIUserAbortError, GoneError, type Leadproof } from '@leadproof/sdk';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { ORDER_PROGRESS_POLL_MS } from '../api/query-client';
import { saveStreamAsFile } from '../lib/save-file';

/** Data rows the order detail previews; the full file is only ever downloaded (issue 8). */
export const PREVIEW_ROW_LIMIT = 100;

/** Orders per page and per Load more, as the transactions. */
export const ORDERS_PAGE_SIZE = 20;

/** The orders page's tabs and the statuses each lists: Pending is pending plus in_progress. */
export const orderTabStatuses = {
  all: undefined,
  pending: ['pending', 'in_progress'],
  completed: ['completed'],
} as const satisfies Record<string, readonly OrderStatus[] | undefined>;

export type OrdersTab = keyof typeof orderTabStatuses;

/** Query keys of orders; `ordersKeys.all` is the root to invalidate. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (tab: OrdersTab, sort: OrderListSort) => [...ordersKeys.all, 'list', tab, sort] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
  /** The orders bounce reports measured (the accuracy trend). */
  measured: () => [...ordersKeys.all, 'measured'] as const,
  csv: (id: string, file: OrderFile, limit: number) => [...ordersKeys.all, 'csv', id, file, limit] as const,
};

/** Whether the server is working on the order (its progress changes). */
export function isProcessing(order: Pick<Order, 'status'>): boolean {
  return order.status === 'in_progress';
}

/**
 * `GET /api/orders` for one tab: pages of 20, newest first (or oldest, `sort`), each next page from the previous
 * `nextOffset`; every page carries the counts per status (the tabs' numbers). Refetched every 3 s only while some
 * order is in progress.
 */
export function ordersListQuery(client: Leadproof, tab: OrdersTab, sort: OrderListSort = '-createdAt') {
  return infiniteQueryOptions({
    queryKey: ordersKeys.list(tab, sort),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<OrderListResponse> => {
      const status = orderTabStatuses[tab];
      const page = await client.orders.list(
        {
          status: status && [...status],
          // The default order is the API's too: asked for only when it is the other one.
          sort: sort === '-createdAt' ? undefined : sort,
          limit: ORDERS_PAGE_SIZE,
          offset: pageParam,
        },
        { signal },
      );
      // A plain object: the cache keeps data, not the SDK's page class with its client reference.
      return { items: page.items, nextOffset: page.nextOffset, counts: page.counts };
    },
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    refetchInterval: (query) =>
      (query.state.data?.pages[0]?.counts.in_progress ?? 0) > 0 ? ORDER_PROGRESS_POLL_MS : false,
  });
}

/** `GET /api/orders/{id}`: one order; refetched every 3 s only while it is in progress. */
export function orderDetailQuery(client: Leadproof, id: string) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => client.orders.retrieve(id, { signal }),
    refetchInterval: (query) =>
      query.state.data && isProcessing(query.state.data) ? ORDER_PROGRESS_POLL_MS : false,
  });
}

/**
 * The first `limit` data rows of an order's original or results CSV, as text. A non-OK answer means
 * "no content" and resolves with null; the preview then says 'No data available'. Except a 410: the
 * order's files were deleted, and the query fails with that `GoneError`, whose message the preview shows.
 */
export function orderCsvQuery(client: Leadproof, id: string, file: OrderFile, limit = PREVIEW_ROW_LIMIT) {
  return queryOptions({
    queryKey: ordersKeys.csv(id, file, limit),
    queryFn: async ({ signal }): Promise<string | null> => {
      try {
        return file === 'original'
          ? await client.orders.originalCsv(id, { limit }, { signal })
          : await client.orders.resultsCsv(id, { limit }, { signal });
      } catch (error) {
        if (error instanceof APIError && !(error instanceof APIUserAbortError || error instanceof GoneError))
          return null;
        throw error;
      }
    },
  });
}

/**
/** A download of the results other than the whole CSV: one filter's rows, or a workbook, or both. */
export interface ResultsDownload {
  filter?: OrderResultsFilter;
  format?: OrderResultsFormat;
}

/**
 * `GET /api/orders/{id}/csv/{file}` in full, saved under the name the API gives it (`orderDownloadFileName`:
 * `acme-leads.verified.csv`, `acme-leads.clean.csv`, `acme-leads.verified.xlsx`, or
 * `order-{short id}-results.csv` for an order without a file name); the mutation's variable is the results download
 * chosen from the menu, undefined for the whole file.
 */
export function orderDownloadMutation(
  client: Leadproof,
  order: Pick<Order, 'id' | 'fileName'> & Partial<Pick<Order, 'originalFormat'>>,
  file: OrderFile,
) {
  return mutationOptions({
    mutationFn: async (choice: ResultsDownload | undefined) =>
      saveStreamAsFile(
        await client.orders.download(order.id, file, { filter: choice?.filter, format: choice?.format }),
        orderDownloadFileName(order, file, { filter: choice?.filter, extension: choice?.format }),
      ),
  });
}

/**
 * `DELETE /api/orders/{id}/files`: the order's files are deleted now; refreshes every orders query (the order's
 * `filesDeletedAt`, and the previews, which then show why they are empty).
 */
export function deleteOrderFilesMutation(client: Leadproof, orderId: string) {
  return mutationOptions({
    mutationFn: () => client.orders.deleteFiles(orderId),
    onSuccess: (_void, _variables, _result, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
