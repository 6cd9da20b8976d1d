import type { Database } from '../db/database';
import { getWebhookEndpointOrThrow } from './get-webhook-endpoint-or-throw';

/**
 * Removes the user's endpoint with its deliveries and their attempts (the foreign keys cascade). A delivery still
 * pending is dropped: its queued job finds no delivery and does nothing.
 */
export async function deleteWebhookEndpoint(database: Database, userId: string, id: string): Promise<void> {
  const endpoint = await getWebhookEndpointOrThrow(database, userId, id);
  await database.db.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
}
