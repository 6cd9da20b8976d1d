import { balanceResponseSchema } from '@leadproof/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../appEnv';
import { respond } from '../validate';

// Moves into @leadproof/sdk's contract with the client's `users` namespace.
const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
});

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
    return c.json(
      userProfileSchema.parse({
        id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        company: user.company,
      }),
    );
  });

  // GET /api/users/me/balance – spendable credits, derived from the ledger
  app.get('/me/balance', async (c) => {
    const balance = await c.var.services.creditLedger.balance(c.var.user.id);
    return respond(c, balanceResponseSchema, { balance });
  });

  return app;
}
