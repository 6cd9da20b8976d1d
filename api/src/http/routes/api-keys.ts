import { apiKeyCreateResponseSchema, apiKeyListResponseSchema } from '@leadproof/contract/api-keys';
import { Hono } from 'hono';
import { createApiKey } from '../../api-keys/create-api-key';
import { listApiKeys } from '../../api-keys/list-api-keys';
import { revokeApiKey } from '../../api-keys/revoke-api-key';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { answerNotKept } from '../middleware/idempotency';
import { requireLiveSession } from '../middleware/require-live-session';
import type { RequireSessionOptions } from '../middleware/require-session';
import { respond } from '../validate';

// A leaked API key must not mint more keys (outliving its own revocation) or revoke the owner's other keys.
const sessionOnly: RequireSessionOptions = {
  refused: 'list, create or revoke API keys',
  purpose: 'manage keys',
};

/** `/api/api-keys` routes. */
export function apiKeysRoutes() {
  const app = new Hono<AppEnv>();

  // Create a key; its secret is in this response only (never kept for a replay)
  contractRoute(
    app,
    'apiKeys.create',
    async (c) => {
      const key = await createApiKey(c.var.services.database, c.var.user.id, c.req.valid('json'));
      return respond(c, apiKeyCreateResponseSchema, key, 201);
    },
    { sessionOnly, use: [requireLiveSession(), answerNotKept()] },
  );

  // The user's active keys (prefix, name, scope, expiry, created, last used), never their secrets
  contractRoute(
    app,
    'apiKeys.list',
    async (c) => {
      const items = await listApiKeys(c.var.services.database, c.var.user.id);
      return respond(c, apiKeyListResponseSchema, { items });
    },
    { sessionOnly },
  );

  // Revoke a key at once
  contractRoute(
    app,
    'apiKeys.revoke',
    async (c) => {
      await revokeApiKey(c.var.services.database, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
    { sessionOnly },
  );

  return app;
}
