import {
  accountDeleteBodySchema,
  balanceResponseSchema,
  userProfileSchema,
  userProfileUpdateBodySchema,
} from '@leadproof/contract/users';
import { Hono } from 'hono';
import { accountArchive } from '../../account/accountArchive';
import { deleteAccount } from '../../account/deleteAccount';
import { type UpdatedProfile, updateProfile } from '../../account/updateProfile';
import type { AppEnv } from '../appEnv';
import { clientIp } from '../clientIp';
import { requireLiveSession } from '../middleware/requireLiveSession';
import { requireSession } from '../middleware/requireSession';
import { parseJsonBody, respond } from '../validate';

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
      ...toUserProfile(user),
      ...(c.var.apiKeyScope
        ? { apiKey: { scope: c.var.apiKeyScope, expiresAt: c.var.apiKeyExpiresAt?.toISOString() ?? null } }
        : {}),
    });
  });

  // PATCH /api/users/me – change the name or company (the e-mail and password change at the auth server)
  app.patch(
    '/me',
    requireSession({ refused: "change the account's profile", purpose: 'change it' }),
    async (c) => {
      const changes = await parseJsonBody(c, userProfileUpdateBodySchema);
      const user = await updateProfile(c.var.services, c.var.user.id, changes);
      return respond(c, userProfileSchema, toUserProfile(user));
    },
  );

  // GET /api/users/me/balance – spendable credits, derived from the ledger
  app.get('/me/balance', async (c) => {
    const balance = await c.var.services.creditLedger.balance(c.var.user.id);
    return respond(c, balanceResponseSchema, { balance });
  });

  // DELETE /api/users/me – delete the account once its password is confirmed; the ledger stays, anonymized
  app.delete(
    '/me',
    requireSession({ refused: 'delete the account', purpose: 'delete it' }),
    requireLiveSession(),
    async (c) => {
      const { password } = await parseJsonBody(c, accountDeleteBodySchema);
      const { services } = c.var;
      await deleteAccount(services, {
        user: c.var.user,
        password,
        clientIp: clientIp(c, services.config.trustedProxyHops),
      });
      return c.body(null, 204);
    },
  );

  // GET /api/users/me/export – the account's data as a zip of JSON and CSV files, never a secret
  app.get(
    '/me/export',
    requireSession({ refused: "export the account's data", purpose: 'export it' }),
    async (c) => {
      const archive = await accountArchive(c.var.services, c.var.user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="leadproof-account-${day}.zip"`);
      // Personal data: no proxy or browser cache keeps a copy.
      c.header('Cache-Control', 'no-store');
      return c.body(archive);
    },
  );

  return app;
}

/** The profile fields of a `users` row, as the contract names them. */
function toUserProfile(user: UpdatedProfile) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    company: user.company,
  };
}
