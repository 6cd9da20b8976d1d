/**
 * How the CLI names webhook endpoints: short ids as for orders, and finding an endpoint from one.
 * @module
 */
import type { Leadproof } from '@leadproof/sdk/node';
import { resolveIdPrefix } from './idPrefix';

/** The full id of the webhook endpoint `id` names: a full id, or the first characters `webhooks list` shows. */
export async function resolveWebhookId(client: Leadproof, id: string, signal: AbortSignal): Promise<string> {
  return resolveIdPrefix(
    id,
    { noun: 'webhook endpoint', plural: 'webhook endpoints', listCommand: 'webhooks list' },
    async () => (await client.webhooks.list({ signal })).items.map((endpoint) => endpoint.id),
  );
}
