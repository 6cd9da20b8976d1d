/**
 * Every route under `/api`: the contract's, each declared with `contractRoute` (which mounts who may call it), and
 * the two outside the contract, both public: the OpenAPI document, and the payment webhook, which the provider's
 * signature authenticates instead of a token. `api-routes.test.ts` holds the router to the contract both ways.
 */
import { Hono } from 'hono';
import type { Config } from '../config/config';
import type { AppEnv } from './app-env';
import { apiKeysRoutes } from './routes/api-keys';
import { billingRoutes } from './routes/billing';
import { bounceReportsRoutes } from './routes/bounce-reports';
import { contactRoutes } from './routes/contact';
import { creditTransactionsRoutes } from './routes/credit-transactions';
import { dashboardRoutes } from './routes/dashboard';
import { healthRoutes } from './routes/health';
import { leadsRoutes } from './routes/leads';
import { openApiRoutes } from './routes/openapi';
import { ordersRoutes } from './routes/orders';
import { pricingRoutes } from './routes/pricing';
import { statusRoutes } from './routes/status';
import { usersRoutes } from './routes/users';
import { verifyRoutes } from './routes/verify';
import { webhooksRoutes } from './routes/webhooks';

/** Builds the `/api` routes, to mount at `/api` after a middleware that provides the services. */
export function apiRoutes(config: Pick<Config, 'realtimeRateLimit'>): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Each file's routes carry their full paths under `/api` (`contractRoute` derives them from the contract).
  const files = [
    healthRoutes(),
    statusRoutes(),
    usersRoutes(),
    pricingRoutes(),
    contactRoutes(),
    creditTransactionsRoutes(),
    billingRoutes(),
    ordersRoutes(),
    bounceReportsRoutes(),
    leadsRoutes(),
    dashboardRoutes(),
    apiKeysRoutes(),
    verifyRoutes(config.realtimeRateLimit),
    webhooksRoutes(),
  ];
  for (const routes of files) api.route('/', routes);
  api.route('/openapi.json', openApiRoutes());
  return api;
}
