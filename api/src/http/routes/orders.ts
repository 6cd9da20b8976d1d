import {
  idParamsSchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderCsvQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  uploadCompleteBodySchema,
  uploadTicketSchema,
} from '@leadproof/sdk';
import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { ApiError } from '../../errors/apiError';
import { createLeadPurchase } from '../../leads/purchase/createLeadPurchase';
import { confirmUpload } from '../../orders/confirmUpload';
import { createUploadOrder } from '../../orders/createUploadOrder';
import { csvHead } from '../../orders/csvRecords';
import { getOrderOrThrow } from '../../orders/getOrderOrThrow';
import { issueUploadTicket } from '../../orders/issueUploadTicket';
import { toOrderResponse } from '../../orders/orderResponse';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../../storage/objectStorage';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, parseQuery, respond } from '../validate';

/** Streams a stored CSV as `text/csv`, or its header and first `limit` rows. */
async function sendCsv(
  c: Context<AppEnv>,
  bucket: string,
  objectPath: string,
  fileName: string,
  limit: number | undefined,
) {
  const source = await c.var.services.storage.read(bucket, objectPath);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  return stream(c, async (out) => {
    out.onAbort(() => {
      source.destroy();
    });
    if (limit === undefined) {
      for await (const chunk of source as AsyncIterable<Uint8Array>) await out.write(chunk);
    } else {
      for await (const text of csvHead(source, limit)) await out.write(text);
    }
  });
}

/** `/api/orders` routes. */
export function ordersRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/orders – create a pending order
  app.post('/', async (c) => {
    const body = await parseJsonBody(c, orderCreateBodySchema);
    if (body.type === 'buy_leads') {
      // Debited now (402 when short), then filled by the lead purchase job.
      const order = await createLeadPurchase(c.var.services, c.var.user.id, body.requestDetails);
      return respond(c, orderCreateResponseSchema, { id: order.id }, 201);
    }
    const order = await createUploadOrder(c.var.services, c.var.user.id, body.requestDetails);
    return respond(c, orderCreateResponseSchema, { id: order.id }, 201);
  });

  // GET /api/orders – the user's orders, newest first
  app.get('/', async (c) => {
    const { status } = parseQuery(c, orderListQuerySchema);
    let query = c.var.services.database.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', c.var.user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    if (status) query = query.where('status', '=', status);
    return respond(c, orderListResponseSchema, (await query.execute()).map(toOrderResponse));
  });

  // GET /api/orders/{id} – one order
  app.get('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    return respond(
      c,
      orderSchema,
      toOrderResponse(await getOrderOrThrow(c.var.services.database, c.var.user.id, id)),
    );
  });

  // POST /api/orders/{id}/upload-url – a signed upload ticket for the order's file
  app.post('/:id/upload-url', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    return respond(c, uploadTicketSchema, await issueUploadTicket(c.var.services, c.var.user.id, id));
  });

  // POST /api/orders/{id}/upload-complete – check, price, debit and start verification
  app.post('/:id/upload-complete', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { path } = await parseJsonBody(c, uploadCompleteBodySchema);
    return respond(
      c,
      orderSchema,
      toOrderResponse(await confirmUpload(c.var.services, c.var.user.id, id, path)),
    );
  });

  // GET /api/orders/{id}/csv/original?limit= – the uploaded file
  app.get('/:id/csv/original', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { limit } = parseQuery(c, orderCsvQuerySchema);
    const order = await getOrderOrThrow(c.var.services.database, c.var.user.id, id);
    const path = order.original_file_path ?? order.upload_path;
    if (!path || !(await c.var.services.storage.stat(UPLOADS_BUCKET, path))) {
      throw new ApiError({ code: 'not_found', message: 'This order has no uploaded file yet.' });
    }
    return sendCsv(c, UPLOADS_BUCKET, path, `order-${id.slice(0, 8)}-original.csv`, limit);
  });

  // GET /api/orders/{id}/csv/results?limit= – the verified file, once the order is completed
  app.get('/:id/csv/results', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { limit } = parseQuery(c, orderCsvQuerySchema);
    const order = await getOrderOrThrow(c.var.services.database, c.var.user.id, id);
    if (order.status !== 'completed' || !order.result_file_path) {
      throw new ApiError({
        code: 'conflict',
        message: 'Results are not ready: the order is not completed yet.',
      });
    }
    return sendCsv(c, RESULTS_BUCKET, order.result_file_path, `order-${id.slice(0, 8)}-results.csv`, limit);
  });

  return app;
}
