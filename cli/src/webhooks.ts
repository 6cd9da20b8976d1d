/**
 * How the CLI names webhook endpoints: short ids as for orders, and finding an endpoint from one.
 * @module
 */
import type { WebhookEndpoint } from '@leadproof/contract/webhooks';
import type { Leadproof } from '@leadproof/sdk/node';
import { resolveIdPrefix } from './id-prefix';
import { shortId } from './orders';
import type { CommandOptions } from './runtime';
import { signedInClient } from './session';

/** The full id of the webhook endpoint `id` names: a full id, or the first characters `webhooks list` shows. */
export async function resolveWebhookId(client: Leadproof, id: string, signal: AbortSignal): Promise<string> {
  return resolveIdPrefix(
    id,
    { noun: 'webhook endpoint', plural: 'webhook endpoints', listCommand: 'webhooks list' },
    async () => (await client.webhooks.list({ signal })).items.map((endpoint) => endpoint.id),
  );
}

/** Why a disabled endpoint stopped, and the one way back (issue 34, finding 5); nothing for an enabled one. */
export function disabledEndpointHelp(endpoint: WebhookEndpoint): string[] {
  if (endpoint.disabledAt === null) return [];
  return [
    `${shortId(endpoint.id)} disabled: ${endpoint.disabledReason ?? 'every delivery attempt failed for days.'}`,
    `  Fix the receiver, then \`leadproof webhooks test ${shortId(endpoint.id)}\`: a 2xx answer turns it back on.`,
  ];
}

/** What every `webhooks <verb> ID` starts with: the signed-in client and the full id of the endpoint `id` names. */
export async function signedInWithWebhook(
  options: CommandOptions & { id: string },
): Promise<{ client: Leadproof; id: string; signal: AbortSignal }> {
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  return { client, signal, id: await resolveWebhookId(client, options.id, signal) };
}
