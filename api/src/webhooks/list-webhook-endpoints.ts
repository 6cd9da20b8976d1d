import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import type { Database } from '../db/database';
import { toWebhookEndpointResponse } from './webhook-endpoint-response';

/**
 * The user's endpoints, oldest first; `masked`: their URLs' query values hidden, for a reader who may not change them
 * (`maskWebhookUrl`).
 */
export async function listWebhookEndpoints(
  database: Database,
  userId: string,
  { masked }: { masked: boolean },
): Promise<WebhookEndpoint[]> {
  const rows = await database.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => toWebhookEndpointResponse(row, { masked }));
}
