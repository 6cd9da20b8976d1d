import {
  type OrderCreateBody,
  type OrderCsvQuery,
  type OrderListQuery,
  type OrderResultsCsvQuery,
  type OrderResultsFilter,
  orderCreateResponseSchema,
  orderListResponseSchema,
  orderSchema,
  type UploadCompleteBody,
  uploadTicketSchema,
} from '../contract/orders';
import type { RequestOptions } from '../core/options';
import { APIResource } from '../core/resource';
import { path } from '../internal/path';

/** Which CSV of an order: the upload, or the verified results. */
export type OrderFile = 'original' | 'results';

/** Options of `orders.download`: the call's, and for the results file the subset of its rows to keep. */
export interface OrderDownloadOptions extends RequestOptions {
  /** `clean`, `invalid` or `duplicates` (docs/results-format.md, "Filtered downloads"); results only. */
  filter?: OrderResultsFilter | undefined;
}

/** `/api/orders`: the user's orders; high-level upload flow in `client.uploadCsv`. */
export class Orders<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** `POST /api/orders`: creates a pending order and returns its id. */
  create(body: OrderCreateBody, options?: RequestOptions) {
    return this._client.post('/api/orders', orderCreateResponseSchema, { ...options, body });
  }

  /** `GET /api/orders`: the user's orders, newest first, optionally of one status. */
  list(query: OrderListQuery = {}, options?: RequestOptions) {
    return this._client.get('/api/orders', orderListResponseSchema, { ...options, query });
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
    const { filter, ...request } = options;
    if (filter !== undefined && file !== 'results')
      throw new TypeError(`filter "${filter}" applies to the results file only, not to the ${file} file.`);
    const query = filter === undefined ? undefined : { filter };
    return this._client.getStream(path`/api/orders/${id}/csv/${file}`, { ...request, query });
  }
}
