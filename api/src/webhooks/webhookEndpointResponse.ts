import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import type { Selectable } from 'kysely';
import type { WebhookEndpointsTable } from '../db/schema';

/** A row of `webhook_endpoints`. */
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/** The endpoint as the API lists it: never its secret. */
export function toWebhookEndpointResponse(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    creditsLowThreshold: row.credits_low_threshold,
    createdAt: new Date(row.created_at).toISOString(),
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    disabledReason: row.disabled_reason,
  };
}
