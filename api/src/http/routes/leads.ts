import {
  leadFacetsResponseSchema,
  leadQuoteBodySchema,
  leadQuoteResponseSchema,
} from '@leadproof/contract/leads';
import { Hono } from 'hono';
import { leadFacets } from '../../leads/leadFacets';
import { quoteLeads } from '../../leads/quoteLeads';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, respond } from '../validate';
import { leadPresetsRoutes } from './leadPresets';

/** `/api/leads` routes: Source + Verify (buying happens through `POST /api/orders`). */
export function leadsRoutes() {
  const app = new Hono<AppEnv>();

  // GET /api/leads/facets – industries, countries, seniorities and company sizes on offer, with counts
  app.get('/facets', async (c) => {
    return respond(c, leadFacetsResponseSchema, await leadFacets(c.var.services.database));
  });

  // POST /api/leads/quote – leads matching a profile, how many this user can buy, and the cost
  app.post('/quote', async (c) => {
    const { icp, count } = await parseJsonBody(c, leadQuoteBodySchema);
    return respond(
      c,
      leadQuoteResponseSchema,
      await quoteLeads(c.var.services.database, c.var.user.id, icp, count),
    );
  });

  // /api/leads/presets – saved profiles
  app.route('/presets', leadPresetsRoutes());

  return app;
}
