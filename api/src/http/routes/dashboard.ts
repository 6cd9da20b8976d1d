import { dashboardSummaryResponseSchema } from '@leadproof/contract/dashboard';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/dashboard` routes. */
export function dashboardRoutes() {
  const app = new Hono<AppEnv>();

  // Greeting and the three stat cards
  contractRoute(app, 'dashboard.summary', async (c) => {
    const { database } = c.var.services;
    const userId = c.var.user.id;
    const [profile, stats] = await Promise.all([
      database.db
        .selectFrom('users')
        .select(['first_name', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
      database.db
        .selectFrom('orders')
        .select([
          sql<number>`count(*) filter (where status in ('pending', 'in_progress'))`.as('active'),
          sql<number>`count(*) filter (where status = 'completed')`.as('completed'),
          sql<number>`coalesce(sum(row_count) filter (where status = 'completed'), 0)`.as('validated'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return respond(c, dashboardSummaryResponseSchema, {
      user: { firstName: profile.first_name, email: profile.email },
      stats: {
        activeOrders: Number(stats.active),
        completedOrders: Number(stats.completed),
        totalValidatedLeads: Number(stats.validated),
      },
    });
  });

  return app;
}
