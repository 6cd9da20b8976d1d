import type { WebhookEndpointCreateResponse, WebhookEventType } from '@leadproof/contract/webhooks';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { lockUserRow } from '../users/lock-user-row';
import { toWebhookEndpointResponse } from './webhook-endpoint-response';
import { generateWebhookSecret } from './webhook-secret';
import { checkWebhookUrl, type WebhookUrlPolicy, WebhookUrlRefusedError } from './webhook-url-policy';

/** How many endpoints one account may register; each event is sent to every one of them. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** A parsed `POST /api/webhooks` body. */
export type NewWebhookEndpoint = {
  url: string;
  description: string;
  events: WebhookEventType[];
  creditsLowThreshold: number | null;
};

/** Registers an endpoint after checking its URL; returns it with its signing secret, shown this once. */
export async function createWebhookEndpoint(
  { database, logger }: Pick<Services, 'database' | 'logger'>,
  policy: WebhookUrlPolicy,
  userId: string,
  endpoint: NewWebhookEndpoint,
): Promise<WebhookEndpointCreateResponse> {
  try {
    await checkWebhookUrl(endpoint.url, policy);
  } catch (error) {
    if (error instanceof WebhookUrlRefusedError) {
      // The reason may say how a name resolves inside our network: the log has it, the caller the generic text.
      logger.info('webhook URL refused', { reason: error.message });
      throw new ApiError({ code: 'bad_request', message: error.shown });
    }
    throw error;
  }
  const secret = generateWebhookSecret();
  const row = await database.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const { count } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new ApiError({
        code: 'bad_request',
        message: `You already have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints, the most an account can hold. Remove one you no longer use first.`,
      });
    }
    return trx
      .insertInto('webhook_endpoints')
      .values({
        user_id: userId,
        url: endpoint.url,
        description: endpoint.description,
        events: JSON.stringify(endpoint.events),
        // The threshold only means something with the event it is for.
        credits_low_threshold: endpoint.events.includes('credits.low') ? endpoint.creditsLowThreshold : null,
        secret,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toWebhookEndpointResponse(row), secret };
}
