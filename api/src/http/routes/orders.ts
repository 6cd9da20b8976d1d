import type { Readable } from 'node:stream';
import { orderDownloadFileName } from '@leadproof/contract/order-names';
import {
  type OrderResultsFilter,
  type OrderResultsFormat,
  orderCreateResponseSchema,
  orderListResponseSchema,
  orderSchema,
  uploadTicketSchema,
} from '@leadproof/contract/orders';
import { requiredApiKeyScope } from '@leadproof/contract/routes';
import { filterResultsCsv, resultsAsXlsx } from '@leadproof/engine';
import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { createLeadPurchase } from '../../leads/purchase/create-lead-purchase';
import { confirmUpload } from '../../orders/confirm-upload';
import { createUploadOrder } from '../../orders/create-upload-order';
import { csvHead } from '../../orders/csv-records';
import { getOrderOrThrow } from '../../orders/get-order-or-throw';
import { issueUploadTicket } from '../../orders/issue-upload-ticket';
import { countOrders, listOrders } from '../../orders/list-orders';
import { originalFileOf, resultsFileOf } from '../../orders/order-files';
import { toOrderResponse } from '../../orders/order-response';
import { probeProgress } from '../../orders/probe/probe-progress';
import { deleteFilesOnRequest } from '../../orders/retention/delete-files-on-request';
import { workbookHead } from '../../orders/workbook-head';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../../storage/object-storage';
import type { AppEnv } from '../app-env';
import { attachmentDisposition } from '../attachment-disposition';
import { contractRoute } from '../contract-route';
import { assertApiKeyScope } from '../middleware/api-key-scope';
import { respond } from '../validate';

/**
 * What a CSV route sends of a stored file: its first `limit` data rows, for results one `filter`'s rows, and as
 * CSV or, for results, as an .xlsx workbook.
 */
interface CsvSlice {
  limit?: number | undefined;
  filter?: OrderResultsFilter | undefined;
  format?: OrderResultsFormat | undefined;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** The parts as bytes, for the workbook writer. */
async function* asBytes(parts: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array> {
  for await (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}

/** The parts of the file to send: every byte, the header and first `limit` rows, or the rows `filter` keeps. */
function csvParts(source: Readable, { limit, filter }: CsvSlice): AsyncIterable<Uint8Array | string> {
  if (filter) return filterResultsCsv(source, filter, { limit });
  return limit === undefined ? source : csvHead(source, limit);
}

/** Streams a stored CSV as `text/csv`, whole or the slice asked for, in constant memory. */
async function sendCsv(
  c: Context<AppEnv>,
  bucket: string,
  objectPath: string,
  fileName: string,
  slice: CsvSlice,
) {
  const source = await c.var.services.storage.read(bucket, objectPath);
  const csv = csvParts(source, slice);
  if (slice.format === 'xlsx') return sendParts(c, source, resultsAsXlsx(asBytes(csv)), XLSX_TYPE, fileName);
  return sendParts(c, source, csv, CSV_TYPE, fileName);
}

/**
 * Answers with an attachment of `type` made of `parts`, in constant memory, stopping `source` if the client goes.
 * The first part is read before answering, so a file that cannot be read or filtered gets an error status
 * instead of a 200 that stops short.
 */
async function sendParts(
  c: Context<AppEnv>,
  source: Readable | undefined,
  parts: AsyncIterable<Uint8Array | string>,
  type: string,
  fileName: string,
) {
  const iterator = parts[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array | string>;
  try {
    first = await iterator.next();
  } catch (error) {
    source?.destroy();
    throw error;
  }
  c.header('Content-Type', type);
  c.header('Content-Disposition', attachmentDisposition(fileName));
  c.header('Cache-Control', 'private, no-store');
  return stream(c, async (out) => {
    out.onAbort(() => {
      source?.destroy();
    });
    try {
      for (let part = first; !part.done; part = await iterator.next()) await out.write(part.value);
    } finally {
      // Lets a generator behind `parts` clean up (a workbook preview's temporary copy) when the answer stops short.
      await iterator.return?.();
    }
  });
}

/** `/api/orders` routes. */
export function ordersRoutes() {
  const app = new Hono<AppEnv>();

  // Create an order: an upload waits for its file, a lead purchase is debited and queued
  contractRoute(app, 'orders.create', async (c) => {
    const body = c.req.valid('json');
    // The route needs `verify` (checked before the body is read); buying leads spends credits on inventory.
    const needed = requiredApiKeyScope('orders.create', body.type);
    if (needed) assertApiKeyScope(c, needed, 'Buying leads');
    const { services, user } = c.var;
    const { id } =
      body.type === 'buy_leads'
        ? await createLeadPurchase(services, user.id, body.requestDetails)
        : await createUploadOrder(services, user.id, body.requestDetails);
    return respond(c, orderCreateResponseSchema, { id }, 201);
  });

  // One page of the user's orders (?status&measured&sort&limit&offset, newest first), with counts per status
  contractRoute(app, 'orders.list', async (c) => {
    const { status, measured, sort, limit, offset } = c.req.valid('query');
    const { database, config } = c.var.services;
    const [page, counts] = await Promise.all([
      listOrders(database, c.var.user.id, { status, measured, sort, limit, offset }),
      countOrders(database, c.var.user.id),
    ]);
    const probing = await probeProgress(
      database,
      page.items.filter((order) => order.status === 'in_progress').map((order) => order.id),
    );
    return respond(c, orderListResponseSchema, {
      items: page.items.map((order) =>
        toOrderResponse(order, {
          fileRetentionDays: config.fileRetentionDays,
          mailbox: probing.get(order.id),
        }),
      ),
      nextOffset: page.nextOffset,
      counts,
    });
  });

  // One order
  contractRoute(app, 'orders.retrieve', async (c) => {
    const { id } = c.req.valid('param');
    const order = await getOrderOrThrow(c.var.services.database, c.var.user.id, id);
    const probing =
      order.status === 'in_progress' ? await probeProgress(c.var.services.database, [order.id]) : undefined;
    return respond(
      c,
      orderSchema,
      toOrderResponse(order, {
        fileRetentionDays: c.var.services.config.fileRetentionDays,
        mailbox: probing?.get(order.id),
      }),
    );
  });

  // A signed upload ticket for the order's file
  contractRoute(app, 'orders.uploadUrl', async (c) => {
    const { id } = c.req.valid('param');
    return respond(c, uploadTicketSchema, await issueUploadTicket(c.var.services, c.var.user.id, id));
  });

  // Check, price, debit and start verification
  contractRoute(app, 'orders.uploadComplete', async (c) => {
    const { id } = c.req.valid('param');
    const { path } = c.req.valid('json');
    const order = await confirmUpload(c.var.services, c.var.user.id, id, path);
    return respond(
      c,
      orderSchema,
      toOrderResponse(order, { fileRetentionDays: c.var.services.config.fileRetentionDays }),
    );
  });

  // The uploaded file (?limit=; a workbook as it was uploaded)
  contractRoute(app, 'orders.originalCsv', async (c) => {
    const { id } = c.req.valid('param');
    const { limit } = c.req.valid('query');
    const { path, order } = await originalFileOf(c.var.services, c.var.user.id, id);
    // Named and typed by the format upload-complete read from the bytes: acme-leads.original.xlsx for a workbook.
    const fileName = orderDownloadFileName(
      { id, fileName: order.file_name, originalFormat: order.original_format },
      'original',
    );
    if (order.original_format !== 'xlsx') return sendCsv(c, UPLOADS_BUCKET, path, fileName, { limit });
    // A preview (`limit`) of a workbook is its verified sheet's first rows as CSV; the download, the workbook itself.
    if (limit !== undefined) {
      const head = workbookHead(c.var.services, path, order.sheet, limit);
      return sendParts(c, undefined, head, CSV_TYPE, fileName.replace(/\.xlsx$/, '.csv'));
    }
    const source = await c.var.services.storage.read(UPLOADS_BUCKET, path);
    return sendParts(c, source, source, XLSX_TYPE, fileName);
  });

  // The verified file or one subset of its rows (?filter=&limit=&format=), once completed
  contractRoute(app, 'orders.resultsCsv', async (c) => {
    const { id } = c.req.valid('param');
    const { limit, filter, format } = c.req.valid('query');
    const { path, order } = await resultsFileOf(c.var.services, c.var.user.id, id);
    // acme-leads.verified.csv (or .xlsx), or .clean.csv, .invalid.csv, .duplicates.csv; order-{short id}-results.csv
    // and -clean.csv… for an order without a file name (docs/results-format.md).
    const fileName = orderDownloadFileName({ id, fileName: order.file_name }, 'results', {
      filter,
      extension: format === 'xlsx' ? 'xlsx' : 'csv',
    });
    return sendCsv(c, RESULTS_BUCKET, path, fileName, { limit, filter, format });
  });

  // Delete an ended order's files now; the order, its figures and receipt stay
  contractRoute(app, 'orders.deleteFiles', async (c) => {
    const { id } = c.req.valid('param');
    await deleteFilesOnRequest(c.var.services, c.var.user.id, id);
    return c.body(null, 204);
  });

  return app;
}
