import type { WebhookEventType } from '@leadproof/sdk';
import { sql } from 'kysely';
import type { Trx } from '../credits/creditLedger';

/** The user's endpoints subscribed to `type`, with their `credits.low` thresholds. */
export function subscribedEndpoints(trx: Trx, userId: string, type: WebhookEventType) {
  return trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'credits_low_threshold'])
    .where('user_id', '=', userId)
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .orderBy('created_at')
    .execute();
}
