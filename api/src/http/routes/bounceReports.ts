/** `/api/bounce-reports` routes: the bounce guarantee's reports (issue #37). */
import {
  bounceReportCreateBodySchema,
  bounceReportCreateResponseSchema,
  bounceReportListQuerySchema,
  bounceReportListResponseSchema,
  bounceReportSchema,
} from '@leadproof/contract/bounce-reports';
import { idParamsSchema } from '@leadproof/contract/common';
import { uploadCompleteBodySchema } from '@leadproof/contract/orders';
import { Hono } from 'hono';
import { toBounceReportResponse } from '../../bounces/bounceReportResponse';
import { getBounceReportOrThrow, listBounceReports } from '../../bounces/bounceReportStore';
import { confirmBounceUpload } from '../../bounces/confirmBounceUpload';
import { createBounceReport } from '../../bounces/createBounceReport';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, parseQuery, respond } from '../validate';

export function bounceReportsRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/bounce-reports – a pending report and the signed ticket to upload its bounce log with
  app.post('/', async (c) => {
    const { fileName } = await parseJsonBody(c, bounceReportCreateBodySchema);
    const { report, upload } = await createBounceReport(c.var.services, c.var.user.id, fileName);
    return respond(
      c,
      bounceReportCreateResponseSchema,
      { report: toBounceReportResponse(report), upload },
      201,
    );
  });

  // GET /api/bounce-reports?limit&offset – the user's reports, newest first
  app.get('/', async (c) => {
    const page = parseQuery(c, bounceReportListQuerySchema);
    const { items, nextOffset } = await listBounceReports(c.var.services.database, c.var.user.id, page);
    return respond(c, bounceReportListResponseSchema, {
      items: items.map(toBounceReportResponse),
      nextOffset,
    });
  });

  // GET /api/bounce-reports/{id} – one report
  app.get('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const report = await getBounceReportOrThrow(c.var.services.database, c.var.user.id, id);
    return respond(c, bounceReportSchema, toBounceReportResponse(report));
  });

  // POST /api/bounce-reports/{id}/upload-complete – check and seal the log, then queue it
  app.post('/:id/upload-complete', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { path } = await parseJsonBody(c, uploadCompleteBodySchema);
    const report = await confirmBounceUpload(c.var.services, c.var.user.id, id, path);
    return respond(c, bounceReportSchema, toBounceReportResponse(report));
  });

  return app;
}
