import { pricingListResponseSchema } from '@leadproof/contract/pricing';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/pricing` routes. */
export function pricingRoutes() {
  const app = new Hono<AppEnv>();

  // Credits per row for each order type (public; clients cache 5 minutes)
  contractRoute(app, 'pricing.list', async (c) => {
    const rows = await c.var.services.database.db.selectFrom('pricing').selectAll().orderBy('type').execute();
    c.header('Cache-Control', 'public, max-age=300');
    return respond(c, pricingListResponseSchema, rows);
  });

  return app;
}
