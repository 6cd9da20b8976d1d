import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import type { Database } from '../db/database';
import { getWebhookEndpointOrThrow } from './get-webhook-endpoint-or-throw';
import { webhookDeliveriesById } from './webhook-delivery-response';

/** The latest `limit` deliveries to the user's endpoint `endpointId`, newest first, with every attempt. */
export async function listWebhookDeliveries(
  database: Database,
  userId: string,
  endpointId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  const endpoint = await getWebhookEndpointOrThrow(database, userId, endpointId);
  const latest = await database.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpoint.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return webhookDeliveriesById(
    database,
    latest.map(({ id }) => id),
  );
}
