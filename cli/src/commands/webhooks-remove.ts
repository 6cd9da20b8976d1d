import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInWithWebhook } from '../webhooks';

/** Options of `leadproof webhooks remove`. */
export interface WebhooksRemoveOptions extends CommandOptions {
  /** The endpoint's id, or its first characters (`webhooks list` shows 8). */
  id: string;
}

/** `leadproof webhooks remove ID`: removes an endpoint; its pending deliveries are dropped. */
export async function runWebhooksRemove(options: WebhooksRemoveOptions): Promise<void> {
  const output = createOutput(options);
  const { client, id, signal } = await signedInWithWebhook(options);
  await client.webhooks.delete(id, { signal });
  output.result({ id, removed: true }, () => `Removed webhook endpoint ${id}.`);
}
