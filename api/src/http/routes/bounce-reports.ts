/** `/api/bounce-reports` routes: the bounce guarantee's reports (issue #37). */
import {
  bounceReportCreateResponseSchema,
  bounceReportListResponseSchema,
  bounceReportSchema,
} from '@leadproof/contract/bounce-reports';
import { Hono } from 'hono';
import { toBounceReportResponse } from '../../bounces/bounce-report-response';
import { getBounceReportOrThrow, listBounceReports } from '../../bounces/bounce-report-store';
import { confirmBounceUpload } from '../../bounces/confirm-bounce-upload';
import { createBounceReport } from '../../bounces/create-bounce-report';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

export function bounceReportsRoutes() {
  const app = new Hono<AppEnv>();

  // A pending report and the signed ticket to upload its bounce log with
  contractRoute(app, 'bounceReports.create', async (c) => {
    const { fileName } = c.req.valid('json');
    const { report, upload } = await createBounceReport(c.var.services, c.var.user.id, fileName);
    return respond(
      c,
      bounceReportCreateResponseSchema,
      { report: toBounceReportResponse(report), upload },
      201,
    );
  });

  // The user's reports (?limit&offset), newest first
  contractRoute(app, 'bounceReports.list', async (c) => {
    const page = c.req.valid('query');
    const { items, nextOffset } = await listBounceReports(c.var.services.database, c.var.user.id, page);
    return respond(c, bounceReportListResponseSchema, {
      items: items.map(toBounceReportResponse),
      nextOffset,
    });
  });

  // One report
  contractRoute(app, 'bounceReports.retrieve', async (c) => {
    const { id } = c.req.valid('param');
    const report = await getBounceReportOrThrow(c.var.services.database, c.var.user.id, id);
    return respond(c, bounceReportSchema, toBounceReportResponse(report));
  });

  // Check and seal the log, then queue it
  contractRoute(app, 'bounceReports.uploadComplete', async (c) => {
    const { id } = c.req.valid('param');
    const { path } = c.req.valid('json');
    const report = await confirmBounceUpload(c.var.services, c.var.user.id, id, path);
    return respond(c, bounceReportSchema, toBounceReportResponse(report));
  });

  return app;
}
