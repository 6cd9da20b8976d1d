// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema, timestampSchema } from './common';
import { orderSchema } from './orders';

/** The events an endpoint may subscribe to. */
export const webhookEventTypeSchema = z.enum([
  'order.completed',
  'order.needs_fix',
  'order.failed',
  'credits.low',
]);

/** A registered endpoint as listed: never its signing secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema).min(1),
  /** `credits.low` fires when a debit takes the balance from at least this many credits to below it. */
  creditsLowThreshold: countSchema.nullable(),
  createdAt: timestampSchema,
  /**
   * When the endpoint was disabled because every attempt failed for days (`WEBHOOKS_DISABLE_AFTER_DAYS`), or null:
   * a disabled endpoint receives no events; a successful test event turns it back on.
   */
  disabledAt: timestampSchema.nullable(),
  /** Why it was disabled, in words, or null. */
  disabledReason: z.string().nullable(),
});

/**
 * `POST /api/webhooks` body. The URL is https in production (http to localhost in embedded mode) and must not resolve
 * to a private, loopback, link-local or metadata address, nor carry a user name or password; the server says which
 * rule a URL breaks (one text for every rule learnt by resolving its host, which it does not describe).
 */
export const webhookEndpointCreateBodySchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      // Credentials in a URL end up in lists, exports and logs (issue 34, finding 9); the signature authenticates.
      .refine((url) => {
        const parsed = URL.parse(url);
        return !parsed?.username && !parsed?.password;
      }, "Webhook URLs may not carry a user name or password (https://user:pass@…): every request is signed with the endpoint's secret, which your receiver checks instead"),
    description: z.string().trim().max(200).default(''),
    events: z
      .array(webhookEventTypeSchema)
      .min(1, 'Choose at least one event')
      .transform((events) => [...new Set(events)]),
    creditsLowThreshold: countSchema.nullable().default(null),
  })
  .refine((body) => !body.events.includes('credits.low') || body.creditsLowThreshold !== null, {
    message: 'creditsLowThreshold is needed for the credits.low event',
    path: ['creditsLowThreshold'],
  });

/** `POST /api/webhooks` response: the endpoint with its `whsec_` signing secret, shown this once and never again. */
export const webhookEndpointCreateResponseSchema = webhookEndpointSchema.extend({
  secret: z.string().startsWith('whsec_'),
});

/** `GET /api/webhooks` response: the user's endpoints, oldest first. */
export const webhookEndpointListResponseSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** One HTTP attempt at delivering an event. */
export const webhookAttemptSchema = z.object({
  attemptedAt: timestampSchema,
  /** The receiver's HTTP status, or null when no answer came (timeout, refused, blocked address). */
  responseStatus: z.number().int().nullable(),
  durationMs: countSchema,
  /** Why the attempt failed in words, or null when the receiver answered 2xx. */
  error: z.string().nullable(),
  /** The first 1 KB of the receiver's answer. */
  responseBody: z.string(),
});

/** One event sent to one endpoint, with every attempt: at-least-once, under one stable `eventId` (`webhook-id`). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.union([webhookEventTypeSchema, z.literal('webhook.test')]),
  /** `pending` until the first attempt; `retrying` between failed attempts; `failed` once retries are spent. */
  status: z.enum(['pending', 'retrying', 'succeeded', 'failed']),
  attempts: z.array(webhookAttemptSchema),
  nextAttemptAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});

/** `GET /api/webhooks/{id}/deliveries` query. */
export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `GET /api/webhooks/{id}/deliveries` response: the endpoint's latest deliveries, newest first. */
export const webhookDeliveryListResponseSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** `data` of the `order.*` events: the order as `GET /api/orders/{id}` answers it. */
export const webhookOrderEventDataSchema = z.object({ order: orderSchema });

/** `data` of `credits.low`. */
export const webhookCreditsLowEventDataSchema = z.object({ balance: z.number(), threshold: countSchema });

/**
 * The JSON body POSTed to an endpoint (Standard Webhooks): `type`, `timestamp` and `data`. The headers `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` carry the event id and the HMAC-SHA256 signature.
 */
export const webhookEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['order.completed', 'order.needs_fix', 'order.failed']),
    timestamp: timestampSchema,
    data: webhookOrderEventDataSchema,
  }),
  z.object({
    type: z.literal('credits.low'),
    timestamp: timestampSchema,
    data: webhookCreditsLowEventDataSchema,
  }),
  z.object({
    type: z.literal('webhook.test'),
    timestamp: timestampSchema,
    data: z.object({ endpointId: z.string() }),
  }),
]);

export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookEndpointCreateBody = z.input<typeof webhookEndpointCreateBodySchema>;
export type WebhookEndpointCreateResponse = z.infer<typeof webhookEndpointCreateResponseSchema>;
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponseSchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
/** `{ limit?: number }`: `z.input` of a coerced number is `unknown`, which no caller can pass on as a query. */
export type WebhookDeliveryListQuery = Partial<z.infer<typeof webhookDeliveryListQuerySchema>>;
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
