/**
 * The whole HTTP surface of one API process: `/api` routes, embedded mode's routes (handed in), and the static site.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { httpMetrics } from '../metrics/http-metrics';
import { metricsRoutes } from '../metrics/metrics-route';
import type { Services } from '../services';
import { apiRoutes } from './api-routes';
import type { AppEnv } from './app-env';
import { contentSecurityPolicy } from './content-security-policy';
import { createErrorHandler, errorBody } from './errors/handle-error';
import { accessLog } from './middleware/access-log';
import { bodyLimit } from './middleware/body-limit';
import { loopbackOnly } from './middleware/loopback-only';
import { requestId } from './middleware/request-id';
import { runtimeConfigRoutes } from './routes/runtime-config';
import { sitePages } from './site-pages';

/**
 * Builds the Hono app around already-started services. `embeddedRoutes` are embedded mode's pages and servers
 * (`embedded/embedded-routes.ts`), handed in by the composition root: this file never imports embedded mode.
 */
export function createApp(services: Services, embeddedRoutes: Hono) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(services.logger));
  // First: everything after runs in the request's log context, and the access line times all of it.
  app.use(requestId());
  app.use(accessLog(services.logger));
  // Before anything that reads a body: no route, middleware or sub-app holds more than 1 MB of one (uploads to
  // /storage/v1 stream to disk under their own 50 MB limit).
  app.use(bodyLimit());
  // Browser hardening on every response: no MIME sniffing of uploaded CSVs, no framing by other
  // sites (click-jacking the billing pages), and no Referer carrying confirmation tokens away.
  app.use(secureHeaders());
  const policy = contentSecurityPolicy(services.config);
  // A strict policy on every response (JSON, CSV and the dev pages too, should a browser render one); the
  // site's pages replace it with one that also allows their own inline scripts.
  const defaultPolicy = policy();
  app.use(async function defaultContentSecurityPolicy(c, next) {
    await next();
    // Set on the answer's own headers, as `secureHeaders` does: `c.header` after the route answered rebuilds the
    // Response around its body's stream, which also takes @hono/node-server off its direct path for strings and bytes.
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', defaultPolicy);
  });
  // Request durations by route pattern, for `/metrics` (docs/deployment.md, "Metrics").
  app.use(httpMetrics());

  const provideServices: MiddlewareHandler<AppEnv> = async function provideServices(c, next) {
    c.set('services', services);
    await next();
  };
  const api = new Hono<AppEnv>();
  api.use(provideServices);
  // Each route of the contract mounts its own authentication, API-key scope, session-only rule and idempotency, as
  // its declaration says (`contractRoute`): nothing here decides who may call what.
  api.route('/', apiRoutes(services.config));
  app.route('/api', api);

  app.use('/config.json', provideServices);
  app.route('/config.json', runtimeConfigRoutes());
  // The dev pages among them hand out confirmation links and free credits: this machine only, unless DEV_PAGES=on.
  if (!services.config.devPagesForAnyPeer) app.use('/dev/*', loopbackOnly());
  app.route('/', embeddedRoutes);

  // Before the site, whose catch-all would answer it. With METRICS_PORT it has a listener of its own instead.
  const metrics = services.config.metrics;
  if (metrics.serve.on === 'app') {
    // No token (embedded mode's default): this machine only, as the dev pages.
    if (metrics.serve.loopbackOnly) app.use('/metrics', loopbackOnly());
    app.route('/', metricsRoutes({ token: metrics.token }));
  }

  const site = sitePages({ siteDir: services.config.siteDir, contentSecurityPolicy: policy });
  app.route('/', site.routes);
  // Hono consults only the top-level app's not-found handler, so both cases are decided here.
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json(errorBody(c, 'not_found', `No API route for ${c.req.method} ${c.req.path}`), 404);
    }
    return site.notFound(c);
  });
  return app;
}
