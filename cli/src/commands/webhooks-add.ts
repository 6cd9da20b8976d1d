import { type WebhookEventType, webhookEventTypeSchema } from '@leadproof/contract/webhooks';
import { UsageError } from '../errors';
import { shortId } from '../orders';
import { createOutput } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof webhooks add`. */
export interface WebhooksAddOptions extends CommandOptions {
  /** Where the events are POSTed: https (http to localhost against an embedded server). */
  url: string;
  /** `--events`: the event types (repeatable, or comma-separated). */
  events: string[];
  /** `--threshold N`: with `credits.low`, the balance it fires below. */
  threshold: string | undefined;
  /** `--description TEXT`: a note for people. */
  description: string | undefined;
}

const eventTypes = webhookEventTypeSchema.options;

function parseEvents(events: string[]): WebhookEventType[] {
  if (events.length === 0)
    throw new UsageError(`--events is required: one or more of ${eventTypes.join(', ')}.`);
  return events.map((event) => {
    const parsed = webhookEventTypeSchema.safeParse(event);
    if (!parsed.success)
      throw new UsageError(`--events "${event}" is not an event: use ${eventTypes.join(', ')}.`);
    return parsed.data;
  });
}

function parseThreshold(threshold: string | undefined, events: WebhookEventType[]): number | null {
  if (threshold === undefined) {
    if (events.includes('credits.low'))
      throw new UsageError('credits.low needs --threshold N: the balance, in credits, it fires below.');
    return null;
  }
  if (!/^\d+$/.test(threshold.trim()))
    throw new UsageError(`--threshold "${threshold}" is not a whole number of credits, e.g. 100.`);
  if (!events.includes('credits.low'))
    throw new UsageError('--threshold is for the credits.low event: add it to --events.');
  return Number(threshold);
}

/** `leadproof webhooks add URL --events …`: registers an endpoint and prints its signing secret, shown once. */
export async function runWebhooksAdd(options: WebhooksAddOptions): Promise<void> {
  const output = createOutput(options);
  const events = parseEvents(options.events);
  const creditsLowThreshold = parseThreshold(options.threshold, events);
  const { client } = await signedInClient(options);
  const endpoint = await client.webhooks.create(
    {
      url: options.url,
      events,
      creditsLowThreshold,
      ...(options.description ? { description: options.description } : {}),
    },
    { signal: options.runtime.signal },
  );
  output.result(endpoint, () => [
    `Added webhook endpoint ${shortId(endpoint.id)} for ${endpoint.events.join(', ')} → ${endpoint.url}`,
    `Signing secret (shown once; keep it with your receiver): ${endpoint.secret}`,
    `Send a test event: leadproof webhooks test ${shortId(endpoint.id)}`,
  ]);
}
