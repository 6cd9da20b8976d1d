import { balanceResponseSchema, userProfileSchema } from '@leadproof/contract/users';
import { Hono } from 'hono';
import { accountArchive } from '../../account/account-archive';
import { deleteAccount } from '../../account/delete-account';
import { type UpdatedProfile, updateProfile } from '../../account/update-profile';
import type { AppEnv } from '../app-env';
import { clientIp } from '../client-ip';
import { contractRoute } from '../contract-route';
import { requireLiveSession } from '../middleware/require-live-session';
import { respond } from '../validate';

/** `/api/users` routes. */
export function usersRoutes() {
  const app = new Hono<AppEnv>();

  // Who the bearer token belongs to
  contractRoute(app, 'users.me', async (c) => {
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

  // Change the name or company (the e-mail and password change at the auth server)
  contractRoute(
    app,
    'users.update',
    async (c) => {
      const user = await updateProfile(c.var.services, c.var.user.id, c.req.valid('json'));
      return respond(c, userProfileSchema, toUserProfile(user));
    },
    { sessionOnly: { refused: "change the account's profile", purpose: 'change it' } },
  );

  // Spendable credits, derived from the ledger
  contractRoute(app, 'users.balance', async (c) => {
    const balance = await c.var.services.creditLedger.balance(c.var.user.id);
    return respond(c, balanceResponseSchema, { balance });
  });

  // Delete the account once its password is confirmed; the ledger stays, anonymized
  contractRoute(
    app,
    'users.delete',
    async (c) => {
      const { password } = c.req.valid('json');
      const { services } = c.var;
      await deleteAccount(services, {
        user: c.var.user,
        password,
        clientIp: clientIp(c, services.config.trustedProxyHops),
      });
      return c.body(null, 204);
    },
    { sessionOnly: { refused: 'delete the account', purpose: 'delete it' }, use: [requireLiveSession()] },
  );

  // The account's data as a zip of JSON and CSV files, never a secret
  contractRoute(
    app,
    'users.export',
    async (c) => {
      const archive = await accountArchive(c.var.services, c.var.user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="leadproof-account-${day}.zip"`);
      // Personal data: no proxy or browser cache keeps a copy.
      c.header('Cache-Control', 'no-store');
      return c.body(archive);
    },
    { sessionOnly: { refused: "export the account's data", purpose: 'export it' } },
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
