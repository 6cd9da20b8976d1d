import { shortId } from '../orders';
import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInWithWebhook } from '../webhooks';

/** Options of `leadproof webhooks test`. */
export interface WebhooksTestOptions extends CommandOptions {
  /** The endpoint's id, or its first characters (`webhooks list` shows 8). */
  id: string;
}

/** `leadproof webhooks test ID`: queues a `webhook.test` event to the endpoint. */
export async function runWebhooksTest(options: WebhooksTestOptions): Promise<void> {
  const output = createOutput(options);
  const { client, id, signal } = await signedInWithWebhook(options);
  const delivery = await client.webhooks.sendTest(id, { signal });
  output.result(delivery, () => [
    `Queued a webhook.test event (${delivery.eventId}) to webhook endpoint ${shortId(id)}.`,
    `See how it went: leadproof webhooks deliveries ${shortId(id)}`,
  ]);
}
