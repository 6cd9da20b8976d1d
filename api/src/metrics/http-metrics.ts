/**
 * HTTP request durations by route pattern, method and status. The route is the pattern Hono matched
 * (`/api/orders/:id`), never the URL, so ids never become label values and the series stay few.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status, and how long they took to answer (headers, not body).',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Builds the middleware that times every request it wraps. */
export function httpMetrics(): MiddlewareHandler {
  return async function recordRequestDuration(c, next) {
    const end = requestDuration.startTimer();
    try {
      await next();
    } finally {
      // After `next`, the route index points at the handler that answered (or the middleware that refused):
      // its registered path. A request nothing matched keeps a middleware's `*`-pattern, still bounded.
      end({
        route: routePath(c) || 'unmatched',
        method: knownMethods.has(c.req.method) ? c.req.method : 'other',
        status: String(c.res.status),
      });
    }
  };
}
