import { createOutput, formatNumber, formatTime } from '../output';
import type { CommandOptions } from '../runtime';
import { disabledEndpointHelp, signedInWithWebhook } from '../webhooks';

/** Options of `leadproof webhooks show`. */
export interface WebhooksShowOptions extends CommandOptions {
  /** The endpoint's id, or its first characters (`webhooks list` shows 8). */
  id: string;
}

/** `leadproof webhooks show ID`: one endpoint whole, with why it is disabled if it is. */
export async function runWebhooksShow(options: WebhooksShowOptions): Promise<void> {
  const output = createOutput(options);
  const { client, id, signal } = await signedInWithWebhook(options);
  const endpoint = await client.webhooks.retrieve(id, { signal });
  output.result(endpoint, () => [
    `ID           ${endpoint.id}`,
    `URL          ${endpoint.url}`,
    `Status       ${endpoint.disabledAt === null ? 'enabled' : `disabled since ${formatTime(endpoint.disabledAt)}`}`,
    `Events       ${endpoint.events.join(', ')}`,
    ...(endpoint.creditsLowThreshold === null
      ? []
      : [`Credits low  below ${formatNumber(endpoint.creditsLowThreshold)}`]),
    `Created      ${formatTime(endpoint.createdAt)}`,
    ...(endpoint.description === '' ? [] : [`Description  ${endpoint.description}`]),
    ...(endpoint.disabledAt === null ? [] : ['', ...disabledEndpointHelp(endpoint)]),
  ]);
}
