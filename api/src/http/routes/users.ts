import { balanceResponseSchema, userProfileSchema } from '@leadproof/sdk';
import { Hono } from 'hono';
import type { AppEnv } from '../appEnv';
import { respond } from '../validate';

/** `/api/users` routes. */
export function usersRoutes() {
  const app = new Hono<AppEnv>();

  // GET /api/users/me – who the bearer token belongs to
  app.get('/me', async (c) => {
    const { database } = c.var.services;
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'company'])
      .where('id', '=', c.var.user.id)
      .executeTakeFirstOrThrow();
    return respond(c, userProfileSchema, {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      company: user.company,
      ...(c.var.apiKeyScope
        ? { apiKey: { scope: c.var.apiKeyScope, expiresAt: c.var.apiKeyExpiresAt?.toISOString() ?? null } }
        : {}),
    });
  });

  // GET /api/users/me/balance – spendable credits, derived from the ledger
  app.get('/me/balance', async (c) => {
    const balance = await c.var.services.creditLedger.balance(c.var.user.id);
    return respond(c, balanceResponseSchema, { balance });
  });

  return app;
}
