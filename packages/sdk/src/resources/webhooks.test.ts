import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { fakeFetch, json } from '../internal/fake-fetch';
import { verifyWebhook } from '../lib/verify-webhook';
import { Webhooks } from './webhooks';

const endpoint = {
  id: 'e1',
  url: 'https://hooks.example.com/leadproof',
  description: '',
  events: ['order.completed', 'credits.low'],
  creditsLowThreshold: 100,
  createdAt: '2026-11-25T18:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
};
const delivery = {
  id: 'd1',
  eventId: 'msg_abc',
  eventType: 'webhook.test',
  status: 'retrying',
  attempts: [
    {
      attemptedAt: '2026-11-25T18:00:01.000Z',
      responseStatus: 500,
      durationMs: 42,
      error: 'The receiver answered 500.',
      responseBody: 'oops',
    },
  ],
  nextAttemptAt: '2026-11-25T18:00:06.000Z',
  createdAt: '2026-11-25T18:00:00.000Z',
};

const clientWith = (fetch: typeof globalThis.fetch) =>
  new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });

describe('webhooks', () => {
  it('POSTs /api/webhooks and returns the endpoint with its secret', async () => {
    const fetch = fakeFetch(json({ ...endpoint, secret: 'whsec_abc' }, 201));
    const created = await clientWith(fetch).webhooks.create({
      url: endpoint.url,
      events: ['order.completed', 'credits.low'],
      creditsLowThreshold: 100,
    });
    expect(created.secret).toBe('whsec_abc');
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/webhooks');
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({
      url: endpoint.url,
      events: ['order.completed', 'credits.low'],
      creditsLowThreshold: 100,
    });
  });

  it('lists, deletes, sends a test event and reads the delivery log', async () => {
    const fetch = fakeFetch(
      json({ items: [endpoint] }),
      new Response(null, { status: 204 }),
      json(delivery, 201),
      json({ items: [delivery] }),
    );
    const { webhooks } = clientWith(fetch);
    expect((await webhooks.list()).items).toEqual([endpoint]);
    await webhooks.delete('e/1');
    expect(await webhooks.sendTest('e1')).toEqual(delivery);
    expect((await webhooks.deliveries('e1', { limit: 10 })).items).toEqual([delivery]);
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://app.test/api/webhooks',
      'DELETE https://app.test/api/webhooks/e%2F1',
      'POST https://app.test/api/webhooks/e1/test',
      'GET https://app.test/api/webhooks/e1/deliveries?limit=10',
    ]);
  });

  it('offers the verifier without a client and on one', () => {
    expect(Webhooks.verify).toBe(verifyWebhook);
    expect(typeof clientWith(fakeFetch()).webhooks.verify).toBe('function');
  });
});
