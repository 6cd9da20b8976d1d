import type { WebhookEventType } from '@leadproof/contract/webhooks';
import { sql } from 'kysely';
import type { Trx } from '../db/trx';

/** The enabled endpoints of the user (or users) subscribed to `type`, with their owners and `credits.low` thresholds. */
export function subscribedEndpoints(trx: Trx, userId: string | readonly string[], type: WebhookEventType) {
  return (
    trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'user_id', 'credits_low_threshold'])
      .where('user_id', 'in', typeof userId === 'string' ? [userId] : userId)
      // A disabled endpoint (days of failures) receives nothing until a successful test turns it back on.
      .where('disabled_at', 'is', null)
      .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
      .orderBy('created_at')
      .execute()
  );
}
