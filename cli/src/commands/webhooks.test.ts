import type { WebhookDelivery, WebhookEndpoint } from '@leadproof/contract/webhooks';
import { Leadproof } from '@leadproof/sdk/node';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { fakeRuntime } from '../testing/fake-runtime';
import { runWebhooksAdd } from './webhooks-add';
import { runWebhooksDeliveries } from './webhooks-deliveries';
import { runWebhooksList } from './webhooks-list';
import { runWebhooksRemove } from './webhooks-remove';
import { runWebhooksShow } from './webhooks-show';

const apiUrl = 'http://api.test';
const endpoint: WebhookEndpoint = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  url: 'https://example.com/hooks',
  description: 'CRM sync',
  events: ['order.completed', 'credits.low'],
  creditsLowThreshold: 100,
  createdAt: '2026-11-25T18:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
};
const delivery: WebhookDelivery = {
  id: 'd1',
  eventId: 'msg_abc',
  eventType: 'order.completed',
  status: 'retrying',
  attempts: [
    {
      attemptedAt: '2026-11-25T18:00:01.000Z',
      responseStatus: 500,
      durationMs: 42,
      error: 'The receiver answered 500.',
      responseBody: '',
    },
  ],
  nextAttemptAt: '2026-11-25T18:00:06.000Z',
  createdAt: '2026-11-25T18:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client over a fetch that answers in order and records each call. */
function clientAnswering(...answers: Response[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body == null ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${String(input)}`);
    return answer;
  }) as typeof globalThis.fetch;
  return { client: new Leadproof({ baseURL: apiUrl, fetch, apiKey: 'lp_live_x', maxRetries: 0 }), calls };
}

const common = (client: Leadproof) => ({ apiUrl, json: false, runtime: fakeRuntime(), client });

describe('leadproof webhooks', () => {
  it('add: sends the endpoint and prints the secret once', async () => {
    const { client, calls } = clientAnswering(json({ ...endpoint, secret: 'whsec_abc' }, 201));
    const options = common(client);
    await runWebhooksAdd({
      ...options,
      url: endpoint.url,
      events: ['order.completed', 'credits.low'],
      threshold: '100',
      description: 'CRM sync',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${apiUrl}/api/webhooks`,
      body: {
        url: endpoint.url,
        events: ['order.completed', 'credits.low'],
        creditsLowThreshold: 100,
        description: 'CRM sync',
      },
    });
    expect(options.runtime.stdout.text).toContain(
      'Signing secret (shown once; keep it with your receiver): whsec_abc',
    );
  });

  it('add: refuses unknown events and a credits.low without a threshold before any call', async () => {
    const { client, calls } = clientAnswering();
    const base = { ...common(client), url: endpoint.url, threshold: undefined, description: undefined };
    await expect(runWebhooksAdd({ ...base, events: ['order.done'] })).rejects.toThrow(
      '--events "order.done" is not an event: use order.completed, order.needs_fix, order.failed, credits.low.',
    );
    await expect(runWebhooksAdd({ ...base, events: ['credits.low'] })).rejects.toBeInstanceOf(UsageError);
    await expect(runWebhooksAdd({ ...base, events: [] })).rejects.toThrow(/--events is required/);
    expect(calls).toEqual([]);
  });

  it('list: a table with short ids', async () => {
    const { client } = clientAnswering(json({ items: [endpoint] }));
    const options = common(client);
    await runWebhooksList(options);
    const [header, row] = options.runtime.stdout.text.split('\n');
    expect(header).toMatch(/^ID\s+URL\s+STATUS\s+EVENTS\s+CREDITS\.LOW BELOW\s+CREATED\s+DESCRIPTION$/);
    expect(row).toMatch(
      /^1a2b3c4d\s+https:\/\/example\.com\/hooks\s+enabled\s+order\.completed,credits\.low\s+100\s+/,
    );
  });

  it('list: a disabled endpoint says so, and why, and how to turn it back on (issue 34, finding 5)', async () => {
    const disabled: WebhookEndpoint = {
      ...endpoint,
      disabledAt: '2026-11-28T09:00:00.000Z',
      disabledReason:
        'Every delivery attempt failed for 3 days, since 2026-11-25 09:00 UTC. The last: The receiver answered 500.',
    };
    const { client } = clientAnswering(json({ items: [disabled] }));
    const options = common(client);
    await runWebhooksList(options);
    const text = options.runtime.stdout.text;
    expect(text.split('\n')[1]).toMatch(/^1a2b3c4d\s+https:\/\/example\.com\/hooks\s+disabled\s+/);
    expect(text).toContain(`1a2b3c4d disabled: ${disabled.disabledReason}`);
    expect(text).toMatch(/leadproof webhooks test 1a2b3c4d|test event/);
  });

  it('remove and deliveries: find the endpoint from its short id', async () => {
    const { client, calls } = clientAnswering(
      json({ items: [endpoint] }),
      new Response(null, { status: 204 }),
      json({ items: [endpoint] }),
      json({ items: [delivery] }),
    );
    await runWebhooksRemove({ ...common(client), id: '1a2b3c4d' });
    const options = common(client);
    await runWebhooksDeliveries({ ...options, id: '1a2b', limit: '5' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${apiUrl}/api/webhooks`,
      `DELETE ${apiUrl}/api/webhooks/${endpoint.id}`,
      `GET ${apiUrl}/api/webhooks`,
      `GET ${apiUrl}/api/webhooks/${endpoint.id}/deliveries?limit=5`,
    ]);
    expect(options.runtime.stdout.text).toMatch(/order\.completed\s+msg_abc\s+retrying\s+1\s+500 in 42 ms/);
  });

  it('show: one endpoint whole, from its short id, and why it is disabled', async () => {
    const disabled: WebhookEndpoint = {
      ...endpoint,
      disabledAt: '2026-11-28T09:00:00.000Z',
      disabledReason: 'Every delivery attempt failed for 3 days. The last: The receiver answered 500.',
    };
    const { client, calls } = clientAnswering(json({ items: [endpoint] }), json(disabled));
    const options = common(client);
    await runWebhooksShow({ ...options, id: '1a2b' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${apiUrl}/api/webhooks`,
      `GET ${apiUrl}/api/webhooks/${endpoint.id}`,
    ]);
    const text = options.runtime.stdout.text;
    expect(text).toMatch(new RegExp(`^ID\\s+${endpoint.id}$`, 'm'));
    expect(text).toMatch(/^URL\s+https:\/\/example\.com\/hooks$/m);
    expect(text).toMatch(/^Status\s+disabled since /m);
    expect(text).toMatch(/^Events\s+order\.completed, credits\.low$/m);
    expect(text).toMatch(/^Credits low\s+below 100$/m);
    expect(text).toMatch(/^Description\s+CRM sync$/m);
    expect(text).toContain(`1a2b3c4d disabled: ${disabled.disabledReason}`);
    expect(text).toContain('leadproof webhooks test 1a2b3c4d');
  });

  it('show --json: the endpoint as the API returned it', async () => {
    const { client } = clientAnswering(json(endpoint));
    const options = { ...common(client), json: true };
    await runWebhooksShow({ ...options, id: endpoint.id });
    expect(JSON.parse(options.runtime.stdout.text)).toEqual(endpoint);
  });

  it('deliveries: refuses a --limit out of range', async () => {
    const { client } = clientAnswering();
    await expect(runWebhooksDeliveries({ ...common(client), id: '1a2b3c4d', limit: '500' })).rejects.toThrow(
      '--limit "500" must be a whole number from 1 to 100.',
    );
  });
});
