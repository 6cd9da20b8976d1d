import {
  apiKeyCreateBodySchema,
  apiKeyCreateResponseSchema,
  apiKeyListResponseSchema,
} from '@leadproof/contract/api-keys';
import { idParamsSchema } from '@leadproof/contract/common';
import { Hono } from 'hono';
import { createApiKey } from '../../apiKeys/createApiKey';
import { listApiKeys } from '../../apiKeys/listApiKeys';
import { revokeApiKey } from '../../apiKeys/revokeApiKey';
import type { AppEnv } from '../appEnv';
import { answerNotKept } from '../middleware/idempotency';
import { requireLiveSession } from '../middleware/requireLiveSession';
import { requireSession } from '../middleware/requireSession';
import { parseJsonBody, respond } from '../validate';

/** `/api/api-keys` routes. */
export function apiKeysRoutes() {
  const app = new Hono<AppEnv>();
  // A leaked API key must not mint more keys (outliving its own revocation) or revoke the owner's other keys.
  app.use(requireSession({ refused: 'list, create or revoke API keys', purpose: 'manage keys' }));

  // POST /api/api-keys – create a key; its secret is in this response only (never kept for a replay)
  app.post('/', requireLiveSession(), answerNotKept(), async (c) => {
    const body = await parseJsonBody(c, apiKeyCreateBodySchema);
    const key = await createApiKey(c.var.services.database, c.var.user.id, body);
    return respond(c, apiKeyCreateResponseSchema, key, 201);
  });

  // GET /api/api-keys – the user's active keys (prefix, name, scope, expiry, created, last used), never their secrets
  app.get('/', async (c) => {
    const items = await listApiKeys(c.var.services.database, c.var.user.id);
    return respond(c, apiKeyListResponseSchema, { items });
  });

  // DELETE /api/api-keys/{id} – revoke a key at once
  app.delete('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    await revokeApiKey(c.var.services.database, c.var.user.id, id);
    return c.body(null, 204);
  });

  return app;
}
