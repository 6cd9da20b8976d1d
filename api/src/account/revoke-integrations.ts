/** Account deletion's step for what acts on the account's behalf: API keys and webhook endpoints. */
import type { Database } from '../db/database';

/**
 * Deletes the API keys of `userId` (a deleted key is refused like a revoked one: 401), the webhook endpoints with
 * their deliveries and attempts (cascade), and the webhook outbox events, whose payloads describe orders, and the answers kept for Idempotency-Keys.
 */
export async function revokeIntegrations(database: Database, userId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('api_keys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('webhook_endpoints').where('user_id', '=', userId).execute();
    // Deliveries to other users' endpoints never carry this user's events, so nothing else points at these.
    await trx.deleteFrom('webhook_events').where('user_id', '=', userId).execute();
    // Kept answers (an API key's token among them) of the last day's POSTs.
    await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
  });
}
