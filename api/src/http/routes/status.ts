import { serviceStatusResponseSchema } from '@leadproof/contract/status';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/status` routes. */
export function statusRoutes() {
  const app = new Hono<AppEnv>();

  // Public service status for the /status page: components and the latest completed order's age
  contractRoute(app, 'status.retrieve', async (c) => {
    const report = await c.var.services.serviceStatus.report();
    // The page refreshes itself; a shared cache must not hold an old state in front of it.
    c.header('Cache-Control', 'no-store');
    return respond(c, serviceStatusResponseSchema, report);
  });

  return app;
}
