import type { WebhookEndpoint } from '@leadproof/sdk';
import type { Database } from '../db/database';
import { toWebhookEndpointResponse } from './webhookEndpointResponse';

/** The user's endpoints, oldest first. */
export async function listWebhookEndpoints(database: Database, userId: string): Promise<WebhookEndpoint[]> {
  const rows = await database.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toWebhookEndpointResponse);
}
