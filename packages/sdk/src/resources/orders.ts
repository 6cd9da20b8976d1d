import {
  type Order,
  type OrderCounts,
  type OrderCreateBody,
  type OrderCsvQuery,
  type OrderFile,
  type OrderListSort,
  type OrderResultsCsvQuery,
  type OrderResultsFilter,
  type OrderResultsFormat,
  type OrderStatus,
  orderCreateResponseSchema,
  orderListResponseSchema,
  orderSchema,
  type UploadCompleteBody,
  uploadTicketSchema,
} from '@leadproof/contract/orders';
import type { RequestOptions } from '../core/options';
import { OffsetPage, PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';

/** Options of `orders.download`: the call's, and for the results file the subset of its rows to keep. */
export interface OrderDownloadOptions extends RequestOptions {
  /** `clean`, `invalid` or `duplicates` (docs/results-format.md, "Filtered downloads"); results only. */
  filter?: OrderResultsFilter | undefined;
  /** `xlsx` for an Excel workbook of the results (docs/results-format.md, "XLSX"); results only. @default 'csv' */
  format?: OrderResultsFormat | undefined;
}

/**
 * Query of `orders.list`: the statuses to keep (all without), the order (`-createdAt` newest first, the default, or
 * `createdAt`), page size (default 20, at most 100) and offset.
 */
export interface OrderListParams {
  status?: OrderStatus | readonly OrderStatus[] | undefined;
  /** `true`: only the orders a bounce report measured (`measuredAccuracy` set); `false`: only the others. */
  measured?: boolean | undefined;
  sort?: OrderListSort | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** A page of orders, with the user's order counts per status (the same on every page). */
export class OrderPage extends OffsetPage<Order> {
  constructor(
    items: Order[],
    nextOffset: number | null,
    /** How many orders the user has, in all and per status, whatever the page and filter. */
    readonly counts: OrderCounts,
    fetchPage: (offset: number) => Promise<OrderPage>,
  ) {
    super(items, nextOffset, fetchPage);
  }

  /** Fetches the following page; throws on the last one. */
  override getNextPage(): Promise<OrderPage> {
    return super.getNextPage() as Promise<OrderPage>;
  }
}

/** `/api/orders`: the user's orders; high-level upload flow in `client.uploadCsv`. */
export class Orders<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/orders`: creates a pending order and returns its id. */
  create(body: OrderCreateBody, options?: RequestOptions) {
    return this._client.post('/api/orders', orderCreateResponseSchema, { ...options, body });
  }

  /**
   * `GET /api/orders`: the user's orders, newest first (or oldest first with `sort: 'createdAt'`), optionally of some statuses. Await for one page (with
   * `counts` per status), or `for await` for every order.
   * @example for await (const order of client.orders.list({ status: 'completed', limit: 100 })) console.log(order.id);
   */
  list(params: OrderListParams = {}, options?: RequestOptions): PagePromise<Order, OrderPage> {
    const { status } = params;
    const fetchPage = async (offset: number | undefined): Promise<OrderPage> => {
      const query = {
        status: typeof status === 'string' || status === undefined ? status : status.join(','),
        measured: params.measured,
        sort: params.sort,
        limit: params.limit,
        offset,
      };
      // Paging always throws on 401: a null page has no next page to follow.
      const page = await this._client.get('/api/orders', orderListResponseSchema, {
        ...options,
        query,
        nullOn401: false,
      });
      if (page === null) throw new TypeError('unreachable: nullOn401 is false');
      return new OrderPage(page.items, page.nextOffset, page.counts, fetchPage);
    };
    return new PagePromise(() => fetchPage(params.offset));
  }

  /** Every order from `params.offset` on, following `nextOffset` until it is null. */
  async listAll(params: OrderListParams = {}, options?: RequestOptions): Promise<Order[]> {
    const all: Order[] = [];
    for await (const order of this.list(params, options)) all.push(order);
    return all;
  }

  /** `GET /api/orders/{id}`: one order. */
  retrieve(id: string, options?: RequestOptions) {
    return this._client.get(path`/api/orders/${id}`, orderSchema, options);
  }

  /** `POST /api/orders/{id}/upload-url`: a signed storage upload ticket `{path, token, bucket}`. */
  uploadUrl(id: string, options?: RequestOptions) {
    return this._client.post(path`/api/orders/${id}/upload-url`, uploadTicketSchema, options);
  }

  /** `POST /api/orders/{id}/upload-complete`: checks the file, debits credits (402 if short), starts work. */
  uploadComplete(id: string, body: UploadCompleteBody, options?: RequestOptions) {
    return this._client.post(path`/api/orders/${id}/upload-complete`, orderSchema, { ...options, body });
  }

  /** `GET /api/orders/{id}/csv/original`: the uploaded CSV as text; `limit` keeps the first N data rows. */
  originalCsv(id: string, query: OrderCsvQuery = {}, options?: RequestOptions) {
    return this._client.getText(path`/api/orders/${id}/csv/original`, { ...options, query });
  }

  /**
   * `GET /api/orders/{id}/csv/results`: the verified CSV as text (completed orders only); `filter` keeps one
   * subset of its rows, and `limit` the first N of those.
   */
  resultsCsv(id: string, query: OrderResultsCsvQuery = {}, options?: RequestOptions) {
    return this._client.getText(path`/api/orders/${id}/csv/results`, { ...options, query });
  }

  /**
   * `DELETE /api/orders/{id}/files`: deletes an ended order's files (uploaded list, results) now; the order, its
   * figures and receipt stay. Calling it again does nothing; an order still open is a `ConflictError`.
   */
  deleteFiles(id: string, options?: RequestOptions) {
    return this._client.delete(path`/api/orders/${id}/files`, options);
  }

  /**
   * The whole original or results CSV as a byte stream, to write to disk without holding it in memory; with
   * `filter`, only that subset of the results' rows.
   */
  download(id: string, file: OrderFile, options: OrderDownloadOptions = {}) {
    const { filter, format, ...request } = options;
    if (filter !== undefined && file !== 'results')
      throw new TypeError(`filter "${filter}" applies to the results file only, not to the ${file} file.`);
    if (format !== undefined && format !== 'csv' && file !== 'results')
      throw new TypeError(`format "${format}" applies to the results file only, not to the ${file} file.`);
    const query = filter === undefined && format === undefined ? undefined : { filter, format };
    return this._client.getStream(path`/api/orders/${id}/csv/${file}`, { ...request, query });
  }
}
