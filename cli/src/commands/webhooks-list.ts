import { shortId } from '../orders';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';
import { disabledEndpointHelp } from '../webhooks';

/** Options of `leadproof webhooks list`. */
export type WebhooksListOptions = CommandOptions;

/** `leadproof webhooks list`: your webhook endpoints, oldest first, with why any is disabled. */
export async function runWebhooksList(options: WebhooksListOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const { items } = await client.webhooks.list({ signal: options.runtime.signal });
  output.result({ items }, () => {
    if (items.length === 0)
      return 'No webhook endpoints yet. Add one with `leadproof webhooks add https://example.com/hooks --events order.completed`.';
    const listed = table([
      ['ID', 'URL', 'STATUS', 'EVENTS', 'CREDITS.LOW BELOW', 'CREATED', 'DESCRIPTION'],
      ...items.map((endpoint) => [
        shortId(endpoint.id),
        endpoint.url,
        endpoint.disabledAt === null ? 'enabled' : 'disabled',
        endpoint.events.join(','),
        endpoint.creditsLowThreshold === null ? '' : formatNumber(endpoint.creditsLowThreshold),
        formatTime(endpoint.createdAt),
        endpoint.description,
      ]),
    ]);
    const disabled = items.flatMap((endpoint) => {
      const help = disabledEndpointHelp(endpoint);
      return help.length === 0 ? [] : ['', ...help];
    });
    return [...listed, ...disabled];
  });
}
