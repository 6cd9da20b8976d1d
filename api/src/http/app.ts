/**
 * The whole HTTP surface of one API process: `/api` routes, embedded backends, and the static site.
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from './appEnv';
import { ApiError } from './errors/apiError';
import { createErrorHandler } from './errors/handleError';
import { healthRoutes } from './routes/health';
import { sitePages } from './sitePages';

/** Builds the Hono app around already-started services. */
export function createApp(services: Services) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(services.logger));

  const api = new Hono<AppEnv>();
  api.use(async function provideServices(c, next) {
    c.set('services', services);
    await next();
  });
  api.route('/health', healthRoutes());
  api.notFound((c) => {
    throw new ApiError({ code: 'not_found', message: `No API route for ${c.req.method} ${c.req.path}` });
  });
  api.onError(createErrorHandler(services.logger));
  app.route('/api', api);

  app.route('/', sitePages({ siteDir: services.config.siteDir }));
  return app;
}
