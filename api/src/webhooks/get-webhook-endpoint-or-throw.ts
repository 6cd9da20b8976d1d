import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { WebhookEndpointRow } from './webhook-endpoint-response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's endpoint `id`; another user's and an unknown id answer the same 404, so ids cannot be probed. */
export async function getWebhookEndpointOrThrow(
  database: Database,
  userId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  // Not a UUID cannot be an endpoint; checking first keeps PostgreSQL from raising a cast error.
  const row = UUID.test(id)
    ? await database.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError({ code: 'not_found', message: 'Webhook endpoint not found.' });
  return row;
}
