import { idParamsSchema } from '@leadproof/contract/common';
import {
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateBodySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
} from '@leadproof/contract/webhooks';
import { Hono } from 'hono';
import { createWebhookEndpoint } from '../../webhooks/createWebhookEndpoint';
import { deleteWebhookEndpoint } from '../../webhooks/deleteWebhookEndpoint';
import { listWebhookDeliveries } from '../../webhooks/listWebhookDeliveries';
import { listWebhookEndpoints } from '../../webhooks/listWebhookEndpoints';
import { sendTestEvent, TestEventRateLimitError } from '../../webhooks/sendTestEvent';
import { webhookUrlPolicyOf } from '../../webhooks/webhookUrlPolicy';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, parseQuery, respond } from '../validate';

/** `/api/webhooks` routes: endpoints, their delivery log, and test events. */
export function webhooksRoutes() {
  const app = new Hono<AppEnv>();

  // POST /api/webhooks – register an endpoint; its signing secret is in this response only
  app.post('/', async (c) => {
    const body = await parseJsonBody(c, webhookEndpointCreateBodySchema);
    const { services } = c.var;
    const endpoint = await createWebhookEndpoint(
      services,
      webhookUrlPolicyOf(services.config),
      c.var.user.id,
      body,
    );
    return respond(c, webhookEndpointCreateResponseSchema, endpoint, 201);
  });

  // GET /api/webhooks – the user's endpoints, oldest first, never their secrets
  app.get('/', async (c) => {
    // Only who may replace an endpoint (a session, a full key) sees the tokens in its URL.
    const masked = c.var.authMethod === 'apiKey' && c.var.apiKeyScope !== 'full';
    const items = await listWebhookEndpoints(c.var.services.database, c.var.user.id, { masked });
    return respond(c, webhookEndpointListResponseSchema, { items });
  });

  // DELETE /api/webhooks/{id} – remove an endpoint and drop its pending deliveries
  app.delete('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    await deleteWebhookEndpoint(c.var.services.database, c.var.user.id, id);
    return c.body(null, 204);
  });

  // POST /api/webhooks/{id}/test – queue a webhook.test event to the endpoint; answers with its delivery
  app.post('/:id/test', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const delivery = await sendTestEvent(c.var.services, c.var.user.id, id).catch((error: unknown) => {
      if (error instanceof TestEventRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    return respond(c, webhookDeliverySchema, delivery, 201);
  });

  // GET /api/webhooks/{id}/deliveries?limit= – the endpoint's latest deliveries, newest first, with every attempt
  app.get('/:id/deliveries', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { limit } = parseQuery(c, webhookDeliveryListQuerySchema);
    const items = await listWebhookDeliveries(c.var.services.database, c.var.user.id, id, limit);
    return respond(c, webhookDeliveryListResponseSchema, { items });
  });

  return app;
}
