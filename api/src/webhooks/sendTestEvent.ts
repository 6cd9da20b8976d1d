import type { WebhookDelivery } from '@leadproof/sdk';
import type { Services } from '../services';
import { getWebhookEndpointOrThrow } from './getWebhookEndpointOrThrow';
import { recordWebhookEvent } from './recordWebhookEvent';
import { webhookDeliveriesById } from './webhookDeliveryResponse';

/**
 * Records a `webhook.test` event for the user's endpoint, whatever events it subscribes to, and queues its delivery
 * like any other; returns the delivery as it stands (pending: the attempt runs on the queue).
 */
export async function sendTestEvent(
  { database, jobs }: Pick<Services, 'database' | 'jobs'>,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  const endpoint = await getWebhookEndpointOrThrow(database, userId, endpointId);
  const [deliveryId] = await database.db
    .transaction()
    .execute((trx) =>
      recordWebhookEvent(
        trx,
        jobs,
        userId,
        { type: 'webhook.test', timestamp: new Date().toISOString(), data: { endpointId: endpoint.id } },
        [endpoint.id],
      ),
    );
  const [delivery] = await webhookDeliveriesById(database, deliveryId ? [deliveryId] : []);
  if (!delivery) throw new Error(`webhooks: the test delivery to ${endpoint.id} was not recorded`);
  return delivery;
}
