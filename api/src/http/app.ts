/**
 * The whole HTTP surface of one API process: `/api` routes, embedded backends, and the static site.
 */
import type { ErrorResponse } from '@leadproof/sdk';
import { Hono } from 'hono';
import type { AppEnv, Services } from './appEnv';
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
  app.route('/api', api);

  const site = sitePages({ siteDir: services.config.siteDir });
  app.route('/', site.routes);
  // Hono consults only the top-level app's not-found handler, so both cases are decided here.
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      const body: ErrorResponse = {
        error: { code: 'not_found', message: `No API route for ${c.req.method} ${c.req.path}` },
      };
      return c.json(body, 404);
    }
    return site.notFound(c);
  });
  return app;
}
