import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import type { Selectable } from 'kysely';
import type { WebhookEndpointsTable } from '../db/schema';
import { maskWebhookUrl } from './mask-webhook-url';

/** A row of `webhook_endpoints`. */
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/**
 * The endpoint as the API shows it: never its secret; `masked`: its URL's query values hidden, for a reader who may
 * not change it (`maskWebhookUrl`).
 */
export function toWebhookEndpointResponse(
  row: WebhookEndpointRow,
  { masked }: { masked: boolean } = { masked: false },
): WebhookEndpoint {
  return {
    id: row.id,
    url: masked ? maskWebhookUrl(row.url) : row.url,
    description: row.description,
    events: row.events,
    creditsLowThreshold: row.credits_low_threshold,
    createdAt: new Date(row.created_at).toISOString(),
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    disabledReason: row.disabled_reason,
  };
}
