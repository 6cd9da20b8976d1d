import type { WebhookDelivery } from '@leadproof/contract/webhooks';
import { UsageError } from '../errors';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInWithWebhook } from '../webhooks';

/** Options of `leadproof webhooks deliveries`. */
export interface WebhooksDeliveriesOptions extends CommandOptions {
  /** The endpoint's id, or its first characters (`webhooks list` shows 8). */
  id: string;
  /** `--limit N`: how many of the latest deliveries (1–100). */
  limit: string | undefined;
}

/** The last attempt in a few words: its status code and time, or why it failed without one. */
function lastAttempt(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'not tried yet';
  const answer = last.responseStatus === null ? (last.error ?? 'no answer') : String(last.responseStatus);
  return `${answer} in ${formatNumber(last.durationMs)} ms`;
}

/** `leadproof webhooks deliveries ID`: the endpoint's latest deliveries, newest first (every attempt with --json). */
export async function runWebhooksDeliveries(options: WebhooksDeliveriesOptions): Promise<void> {
  const output = createOutput(options);
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 100))
    throw new UsageError(`--limit "${options.limit}" must be a whole number from 1 to 100.`);
  const { client, id, signal } = await signedInWithWebhook(options);
  const { items } = await client.webhooks.deliveries(id, limit === undefined ? {} : { limit }, { signal });
  output.result({ items }, () => {
    if (items.length === 0)
      return 'No deliveries yet. Send one with `leadproof webhooks test` and look again.';
    return table([
      ['CREATED', 'EVENT', 'ID', 'STATUS', 'ATTEMPTS', 'LAST ATTEMPT', 'NEXT ATTEMPT'],
      ...items.map((delivery) => [
        formatTime(delivery.createdAt),
        delivery.eventType,
        delivery.eventId,
        delivery.status,
        String(delivery.attempts.length),
        lastAttempt(delivery),
        delivery.nextAttemptAt === null ? '' : formatTime(delivery.nextAttemptAt),
      ]),
    ]);
  });
}
