import { leadFacetsResponseSchema, leadQuoteResponseSchema } from '@leadproof/contract/leads';
import { Hono } from 'hono';
import { recordPendingContacts } from '../../leads/customer-contacts-job';
import { leadFacets } from '../../leads/lead-facets';
import { quoteLeads } from '../../leads/quote-leads';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';
import { leadPresetsRoutes } from './lead-presets';

/** `/api/leads` routes: Source + Verify (buying happens through `POST /api/orders`). */
export function leadsRoutes() {
  const app = new Hono<AppEnv>();

  // Industries, countries, seniorities and company sizes on offer, with counts
  contractRoute(app, 'leads.facets', async (c) => {
    return respond(c, leadFacetsResponseSchema, await leadFacets(c.var.services.database));
  });

  // Leads matching a profile, how many this user can buy, and the cost
  contractRoute(app, 'leads.quote', async (c) => {
    const { icp, count } = c.req.valid('json');
    // An upload that completed moments ago may not have its contacts recorded yet: they are not counted available.
    await recordPendingContacts(c.var.services, c.var.user.id);
    return respond(
      c,
      leadQuoteResponseSchema,
      await quoteLeads(c.var.services.database, c.var.user.id, icp, count),
    );
  });

  // Saved profiles
  app.route('/', leadPresetsRoutes());

  return app;
}
