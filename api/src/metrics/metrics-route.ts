/**
 * `GET /metrics` in Prometheus' text format, behind `METRICS_TOKEN` when one is set: a scrape without
 * `Authorization: Bearer <token>` gets 401, one with another token 403. Metrics name queues, routes and volumes,
 * never customers' data, but they are still nobody else's business.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { renderMetrics } from './registry';

/** Options of `metricsRoutes`. */
export type MetricsRoutesOptions = {
  /** The Bearer token a scrape must send; undefined: none is asked (the caller restricts who connects). */
  token: string | undefined;
};

/** Whether `presented` is `expected`, in a time that tells nothing of either (both are hashed to one length). */
function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The `/metrics` route, to mount at the root of an app. */
export function metricsRoutes({ token }: MetricsRoutesOptions) {
  const app = new Hono();
  // GET /metrics – every metric of this process, for Prometheus
  app.get('/metrics', async (c) => {
    if (token !== undefined) {
      const header = c.req.header('authorization') ?? '';
      const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (presented === undefined) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('Send the METRICS_TOKEN as "Authorization: Bearer <token>".\n', 401);
      }
      if (!sameToken(presented, token)) return c.text('The metrics token is not valid.\n', 403);
    }
    const { body, contentType } = await renderMetrics();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
  return app;
}
