import type {
  Order,
  OrderCounts,
  OrderCreateBody,
  OrderCsvQuery,
  OrderFile,
  OrderListSort,
  OrderResultsCsvQuery,
  OrderResultsFilter,
  OrderResultsFormat,
  OrderStatus,
  UploadCompleteBody,
  UploadTicket,
} from '@leadproof/contract/orders';
import type { RequestOptions } from '../core/options';
import { OffsetPage, offsetPaged, type PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import { countBlobRows } from '../lib/count-blob-rows';
import { MAX_UPLOAD_BYTES, validateCsvFile } from '../lib/csv-file';
import { formatMeasuredAccuracy } from '../lib/measured-accuracy';
import type { SignedUploadOptions, UploadInput } from '../lib/signed-upload';
import { type OrderUploadParams, uploadCsv } from '../lib/upload-csv';
import { estimateUpload, type OrderEstimateParams, type UploadEstimate } from '../lib/upload-estimate';
import { type OrderPollParams, waitForOrder } from '../lib/wait-for-order';

export type { OrderCountRowsParams } from '../lib/count-blob-rows';
export type { OrderUploadParams } from '../lib/upload-csv';
export type { OrderPollParams } from '../lib/wait-for-order';

/** Body of `orders.create`: an `upload_csv` order, or a `buy_leads` order with its ideal customer profile. */
export type OrderCreateParams = OrderCreateBody;

/** Body of `orders.uploadComplete`: the storage path the upload ticket named. */
export type OrderUploadCompleteParams = UploadCompleteBody;

/** Query of `orders.originalCsv`: `limit` keeps the first N data rows. */
export type OrderOriginalCsvParams = OrderCsvQuery;

/** Query of `orders.resultsCsv`: `filter` keeps one subset of the rows, `limit` the first N of those. */
export type OrderResultsCsvParams = OrderResultsCsvQuery;

/** Options of `orders.download`: the call's, and for the results file the subset of its rows to keep. */
export interface OrderDownloadParams extends RequestOptions {
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

/** Routes under /api/orders: the user's orders; `upload` runs the whole upload flow, `poll` waits for the result. */
export class Orders<TNullOn401 extends boolean = false> extends APIResource<TNullOn401> {
  /** Largest file an order accepts: 50 MB. @unit bytes */
  static readonly MAX_UPLOAD_BYTES = MAX_UPLOAD_BYTES;

  /**
   * The message for a file `upload` refuses before any call, or null when it is acceptable: a `.csv` or `.xlsx`
   * of at most 50 MB. Needs no client; also `client.orders.validateFile`.
   */
  static validateFile = validateCsvFile;

  /** An order's measured accuracy as a percentage that never rounds a bounce away (`>99.9%`); needs no client. */
  static formatMeasuredAccuracy = formatMeasuredAccuracy;

  /**
   * The data rows of a CSV `Blob` or `File` as `upload-complete` counts them for its hold (the engine's reader, read
   * in chunks); needs no client. `InvalidUploadError` with the engine's message for a file it cannot read, and for an
   * .xlsx workbook (counted at upload, or from a path by `@leadproof/sdk/node`).
   */
  static countRows = countBlobRows;

  /** As `Orders.validateFile`, on a client. */
  validateFile(file: Parameters<typeof validateCsvFile>[0]): string | null {
    return validateCsvFile(file);
  }

  /** `POST /api/orders`: creates a pending order and returns its id. */
  create(body: OrderCreateParams, options?: RequestOptions) {
    return this._client.call('orders.create', { body }, options);
  }

  /**
   * `GET /api/orders`: the user's orders, newest first (or oldest first with `sort: 'createdAt'`), optionally of some statuses. Await for one page (with
   * `counts` per status), or `for await` for every order.
   * @example for await (const order of client.orders.list({ status: 'completed', limit: 100 })) console.log(order.id);
   */
  list(params: OrderListParams = {}, options?: RequestOptions): PagePromise<Order, OrderPage> {
    const { status, measured, sort, limit } = params;
    return offsetPaged(
      params.offset,
      (offset) =>
        this._client.call(
          'orders.list',
          {
            query: { status: typeof status === 'string' ? [status] : status, measured, sort, limit, offset },
          },
          { ...options, nullOn401: false },
        ),
      (page, fetchPage) => new OrderPage(page.items, page.nextOffset, page.counts, fetchPage),
    );
  }

  /** Every order from `params.offset` on, following `nextOffset` until it is null. */
  async listAll(params: OrderListParams = {}, options?: RequestOptions): Promise<Order[]> {
    const all: Order[] = [];
    for await (const order of this.list(params, options)) all.push(order);
    return all;
  }

  /** `GET /api/orders/{id}`: one order. */
  retrieve(id: string, options?: RequestOptions) {
    return this._client.call('orders.retrieve', { params: { id } }, options);
  }

  /** `POST /api/orders/{id}/upload-url`: a signed storage upload ticket `{path, token, bucket}`. */
  uploadUrl(id: string, options?: RequestOptions) {
    return this._client.call('orders.uploadUrl', { params: { id } }, options);
  }

  /** `POST /api/orders/{id}/upload-complete`: checks the file, debits credits (402 if short), starts work. */
  uploadComplete(id: string, body: OrderUploadCompleteParams, options?: RequestOptions) {
    return this._client.call('orders.uploadComplete', { params: { id }, body }, options);
  }

  /** `GET /api/orders/{id}/csv/original`: the uploaded CSV as text; `limit` keeps the first N data rows. */
  originalCsv(id: string, query: OrderOriginalCsvParams = {}, options?: RequestOptions) {
    return this._client.call('orders.originalCsv', { params: { id }, query }, options);
  }

  /**
   * `GET /api/orders/{id}/csv/results`: the verified CSV as text (completed orders only); `filter` keeps one
   * subset of its rows, and `limit` the first N of those.
   */
  resultsCsv(id: string, query: OrderResultsCsvParams = {}, options?: RequestOptions) {
    return this._client.call('orders.resultsCsv', { params: { id }, query }, options);
  }

  /**
   * `DELETE /api/orders/{id}/files`: deletes an ended order's files (uploaded list, results) now; the order, its
   * figures and receipt stay. Calling it again does nothing; an order still open is a `ConflictError`.
   */
  deleteFiles(id: string, options?: RequestOptions) {
    return this._client.call('orders.deleteFiles', { params: { id } }, options);
  }

  /**
   * The whole original or results CSV as a byte stream, to write to disk without holding it in memory; with
   * `filter`, only that subset of the results' rows.
   */
  download(id: string, file: OrderFile, options: OrderDownloadParams = {}) {
    const { filter, format, ...request } = options;
    if (filter !== undefined && file !== 'results')
      throw new TypeError(`filter "${filter}" applies to the results file only, not to the ${file} file.`);
    if (format !== undefined && format !== 'csv' && file !== 'results')
      throw new TypeError(`format "${format}" applies to the results file only, not to the ${file} file.`);
    if (file === 'original')
      return this._client.callStream('orders.originalCsv', { params: { id } }, request);
    const query = filter === undefined && format === undefined ? undefined : { filter, format };
    return this._client.callStream('orders.resultsCsv', { params: { id }, query }, request);
  }

  /**
   * Uploads a CSV (or .xlsx) as a new `upload_csv` order: create order → upload URL → signed storage upload →
   * upload-complete. Resolves with the order as upload-complete returns it; an error of a step names it
   * in `uploadStep`. Always throws on 401, whatever `nullOn401` says.
   * @example const order = await client.orders.upload(file, { onProgress: ({ loaded, total }) => show(loaded / total) });
   */
  upload(input: UploadInput, options: OrderUploadParams = {}): Promise<Order> {
    return uploadCsv(this._client.withOptions({ nullOn401: false }), input, options);
  }

  /**
   * Step 3 of `upload` on its own: sends `input` to the signed storage upload of `ticket` (from `uploadUrl`), for
   * callers that run the steps themselves. Never retried; `onProgress` as in `upload`.
   */
  uploadToSignedUrl(
    ticket: UploadTicket,
    input: UploadInput,
    options: SignedUploadOptions = {},
  ): Promise<void> {
    return this._client._signedUpload.upload(ticket, input, options);
  }

  /**
   * What uploading the CSV `file` will cost: its data rows by `Orders.countRows` (the hold's count), the
   * `upload_csv` price and the balance. `InvalidUploadError` as `countRows`; `options.sheet` is for file paths
   * (`@leadproof/sdk/node`), since a workbook's rows are not counted from a Blob.
   * @example const { rows, cost, balance } = await client.orders.estimate(input.files[0]);
   */
  estimate(file: Blob, options: OrderEstimateParams = {}): Promise<UploadEstimate> {
    const client = this._client.withOptions({ nullOn401: false });
    return estimateUpload(client, countBlobRows(file, options), options);
  }

  /** Polls the order until it is completed, needs_fix or failed, and resolves with it; throws on 401. */
  poll(id: string, options: OrderPollParams = {}): Promise<Order> {
    return waitForOrder(this._client.withOptions({ nullOn401: false }), id, options);
  }
}
