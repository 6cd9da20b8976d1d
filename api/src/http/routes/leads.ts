import { leadQuoteBodySchema, leadQuoteResponseSchema } from '@leadproof/sdk';
import { Hono } from 'hono';
import { quoteLeads } from '../../leads/quoteLeads';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, respond } from '../validate';

/** `/api/leads` routes: Source + Verify (buying happens through `POST /api/orders`). */
export function leadsRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/leads/quote – leads matching a profile, how many this user can buy, and the cost
  app.post('/quote', async (c) => {
    const { icp, count } = await parseJsonBody(c, leadQuoteBodySchema);
    return respond(
      c,
      leadQuoteResponseSchema,
      await quoteLeads(c.var.services.database, c.var.user.id, icp, count),
    );
  });

  return app;
}
