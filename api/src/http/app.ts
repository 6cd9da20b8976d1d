/**
 * The whole HTTP surface of one API process: `/api` routes, embedded backends, and the static site.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from '../auth/authRoutes';
import { DevOutbox } from '../mail/devOutbox';
import { httpMetrics } from '../metrics/httpMetrics';
import { metricsRoutes } from '../metrics/metricsRoute';
import type { Services } from '../services';
import { signedUploadRoutes } from '../storage/signedUploadRoutes';
import type { AppEnv } from './appEnv';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { isDeclaredRoute } from './declaredRoutes';
import { createErrorHandler, errorBody } from './errors/handleError';
import { accessLog } from './middleware/accessLog';
import { contractRouteIdOf, enforceApiKeyScope } from './middleware/apiKeyScope';
import { authenticate } from './middleware/authenticate';
import { bodyLimit } from './middleware/bodyLimit';
import { idempotency } from './middleware/idempotency';
import { loopbackOnly } from './middleware/loopbackOnly';
import { requestId } from './middleware/requestId';
import { apiKeysRoutes } from './routes/apiKeys';
import { billingRoutes } from './routes/billing';
import { bounceReportsRoutes } from './routes/bounceReports';
import { contactRoutes } from './routes/contact';
import { creditTransactionsRoutes } from './routes/creditTransactions';
import { dashboardRoutes } from './routes/dashboard';
import { devCheckoutRoutes, devPortalRoutes } from './routes/devBilling';
import { devMailRoutes } from './routes/devMail';
import { healthRoutes } from './routes/health';
import { leadsRoutes } from './routes/leads';
import { openApiRoutes } from './routes/openapi';
import { ordersRoutes } from './routes/orders';
import { pricingRoutes } from './routes/pricing';
import { runtimeConfigRoutes } from './routes/runtimeConfig';
import { statusRoutes } from './routes/status';
import { usersRoutes } from './routes/users';
import { verifyRoutes } from './routes/verify';
import { webhooksRoutes } from './routes/webhooks';
import { sitePages } from './sitePages';

/** `/api` calls that need no access token. */
export function isPublicApiRoute(method: string, path: string): boolean {
  return (
    ((method === 'GET' || method === 'HEAD') &&
      (path === '/api/health' ||
        path === '/api/health/ready' ||
        path === '/api/status' ||
        path === '/api/pricing' ||
        path === '/api/openapi.json')) ||
    // Payment webhooks carry a provider signature, which the handler verifies, instead of a token.
    (method === 'POST' && path === '/api/billing/webhook') ||
    // The /contact form is for visitors without an account too.
    (method === 'POST' && path === '/api/contact')
  );
}

/** True for a contract route that `contractRoute` registered (the `/api`-wide middlewares leave it alone). */
function isDeclared(method: string, path: string): boolean {
  const routeId = contractRouteIdOf(method, path);
  return routeId !== undefined && isDeclaredRoute(routeId);
}

/** Builds the Hono app around already-started services. */
export function createApp(services: Services) {
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
  app.use(async function defaultContentSecurityPolicy(c, next) {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy());
  });
  // Request durations by route pattern, for `/metrics` (docs/deployment.md, "Metrics").
  app.use(httpMetrics());

  const provideServices: MiddlewareHandler<AppEnv> = async function provideServices(c, next) {
    c.set('services', services);
    await next();
  };
  const api = new Hono<AppEnv>();
  api.use(provideServices);
  // Routes declared with `contractRoute` mount their own authentication, scope check and idempotency.
  api.use(
    authenticate({ isPublic: (method, path) => isPublicApiRoute(method, path) || isDeclared(method, path) }),
  );
  api.use(enforceApiKeyScope());
  // Every POST of the contract, presets and checkout included: a repeat with the same Idempotency-Key is answered
  // from the first request's answer.
  api.use(idempotency());
  api.route('/', healthRoutes());
  api.route('/', statusRoutes());
  api.route('/openapi.json', openApiRoutes());
  api.route('/users', usersRoutes());
  api.route('/', pricingRoutes());
  api.route('/', contactRoutes());
  api.route('/', creditTransactionsRoutes());
  api.route('/billing', billingRoutes());
  api.route('/orders', ordersRoutes());
  api.route('/bounce-reports', bounceReportsRoutes());
  api.route('/leads', leadsRoutes());
  api.route('/', dashboardRoutes());
  api.route('/', apiKeysRoutes());
  api.route('/verify', verifyRoutes(services.config.realtimeRateLimit));
  api.route('/', webhooksRoutes());
  app.route('/api', api);

  app.use('/config.json', provideServices);
  app.route('/config.json', runtimeConfigRoutes());
  if (services.localStorage) app.route('/storage/v1', signedUploadRoutes(services.localStorage));
  if (services.builtinAuth) {
    app.route(
      '/auth/v1',
      authRoutes({ auth: services.builtinAuth, trustedProxyHops: services.config.trustedProxyHops }),
    );
  }
  // The dev pages below hand out confirmation links and free credits: this machine only, unless DEV_PAGES=on.
  if (!services.config.devPagesForAnyPeer) app.use('/dev/*', loopbackOnly());
  // The local checkout runs whenever Stripe is not configured (embedded mode, tests on PostgreSQL).
  if (services.billing.local) {
    app.route('/dev/checkout', devCheckoutRoutes(services.billing.local, services.logger));
    app.route('/dev/portal', devPortalRoutes(services.billing.local, services.logger));
  }
  if (services.config.mode === 'embedded' && services.mailer instanceof DevOutbox) {
    app.route('/dev/mail', devMailRoutes(services.mailer));
  }

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
