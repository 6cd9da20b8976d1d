import {
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointSchema,
} from '@leadproof/contract/webhooks';
import { type Context, Hono } from 'hono';
import { createWebhookEndpoint } from '../../webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../../webhooks/delete-webhook-endpoint';
import { getWebhookEndpointOrThrow } from '../../webhooks/get-webhook-endpoint-or-throw';
import { listWebhookDeliveries } from '../../webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../../webhooks/list-webhook-endpoints';
import { sendTestEvent, TestEventRateLimitError } from '../../webhooks/send-test-event';
import { toWebhookEndpointResponse } from '../../webhooks/webhook-endpoint-response';
import { webhookUrlPolicyOf } from '../../webhooks/webhook-url-policy';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** Only who may replace an endpoint (a session, a full key) sees the tokens in its URL. */
function urlMaskedFor(c: Context<AppEnv>): boolean {
  return c.var.authMethod === 'apiKey' && c.var.apiKeyScope !== 'full';
}

/** `/api/webhooks` routes: endpoints, their delivery log, and test events. */
export function webhooksRoutes() {
  const app = new Hono<AppEnv>();

  // Register an endpoint; its signing secret is in this response only
  contractRoute(app, 'webhooks.create', async (c) => {
    const body = c.req.valid('json');
    const { services } = c.var;
    const endpoint = await createWebhookEndpoint(
      services,
      webhookUrlPolicyOf(services.config),
      c.var.user.id,
      body,
    );
    return respond(c, webhookEndpointCreateResponseSchema, endpoint, 201);
  });

  // The user's endpoints, oldest first, never their secrets
  contractRoute(app, 'webhooks.list', async (c) => {
    const items = await listWebhookEndpoints(c.var.services.database, c.var.user.id, {
      masked: urlMaskedFor(c),
    });
    return respond(c, webhookEndpointListResponseSchema, { items });
  });

  // One endpoint, never its secret
  contractRoute(app, 'webhooks.retrieve', async (c) => {
    const row = await getWebhookEndpointOrThrow(
      c.var.services.database,
      c.var.user.id,
      c.req.valid('param').id,
    );
    return respond(c, webhookEndpointSchema, toWebhookEndpointResponse(row, { masked: urlMaskedFor(c) }));
  });

  // Remove an endpoint and drop its pending deliveries
  contractRoute(app, 'webhooks.delete', async (c) => {
    const { id } = c.req.valid('param');
    await deleteWebhookEndpoint(c.var.services.database, c.var.user.id, id);
    return c.body(null, 204);
  });

  // Queue a webhook.test event to the endpoint; answers with its delivery
  contractRoute(app, 'webhooks.sendTest', async (c) => {
    const { id } = c.req.valid('param');
    const delivery = await sendTestEvent(c.var.services, c.var.user.id, id).catch((error: unknown) => {
      if (error instanceof TestEventRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    return respond(c, webhookDeliverySchema, delivery, 201);
  });

  // The endpoint's latest deliveries (?limit=), newest first, with every attempt
  contractRoute(app, 'webhooks.deliveries', async (c) => {
    const { id } = c.req.valid('param');
    const { limit } = c.req.valid('query');
    const items = await listWebhookDeliveries(c.var.services.database, c.var.user.id, id, limit);
    return respond(c, webhookDeliveryListResponseSchema, { items });
  });

  return app;
}
