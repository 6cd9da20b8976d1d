/**
 * One log line per request, when it has been answered: method, route pattern, status, duration and, once known, the
 * user's id. Mounted after `requestId`, so the line carries the request's id.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../../../logger';
import type { AppEnv } from '../../app-env';

/** Builds the access-log middleware writing to `logger`. */
export function accessLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async function logRequest(c, next) {
    const started = performance.now();
    await next();
    const userId = c.get('user')?.id;
    logger.info('request completed', {
      method: c.req.method,
      // The pattern of the route that answered (`/api/orders/:id`), never the URL: paths and query strings carry
      // ids, confirmation tokens and signed-upload tickets.
      route: routePath(c),
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      ...(userId ? { userId } : {}),
    });
  };
}
