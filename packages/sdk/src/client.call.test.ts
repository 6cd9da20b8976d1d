import { describe, expect, it } from 'vitest';
import { Leadproof } from './client';
import { LeadproofError, ResponseValidationError } from './core/error';
import { fakeFetch, json, orderFixture } from './internal/fake-fetch';

const baseURL = 'https://app.test';
const counts = { all: 0, pending: 0, in_progress: 0, completed: 0, needs_fix: 0, failed: 0 };
const preset = {
  id: 'p/1',
  name: 'US SaaS',
  icp: { industries: ['Software'], countries: ['US'], seniorities: [], companySizes: [] },
  count: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
};

describe('client.call', () => {
  it("fills the declaration's {id} placeholder with the param, encoded as one segment", async () => {
    const fetch = fakeFetch(json(orderFixture({ id: 'a/b c?' })));
    const order = await new Leadproof({ baseURL, fetch }).call('orders.retrieve', {
      params: { id: 'a/b c?' },
    });
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', url: 'https://app.test/api/orders/a%2Fb%20c%3F' });
    expect(order.id).toBe('a/b c?');
  });

  it('refuses a param that would walk out of the route, before any request', async () => {
    const fetch = fakeFetch();
    const client = new Leadproof({ baseURL, fetch });
    expect(() => client.call('orders.retrieve', { params: { id: '..' } })).toThrow(LeadproofError);
    expect(fetch.calls).toHaveLength(0);
  });

  it('serialises the query: lists joined with commas, booleans and numbers as text, undefined left out', async () => {
    const fetch = fakeFetch(json({ items: [], nextOffset: null, counts }));
    await new Leadproof({ baseURL, fetch }).call('orders.list', {
      query: { status: ['pending', 'completed'], measured: false, sort: undefined, limit: 5 },
    });
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/orders');
    expect([...url.searchParams]).toEqual([
      ['status', 'pending,completed'],
      ['measured', 'false'],
      ['limit', '5'],
    ]);
  });

  it("sends the body as JSON with the route's method, path params and an Idempotency-Key", async () => {
    const fetch = fakeFetch(json(preset));
    const renamed = await new Leadproof({ baseURL, fetch, apiKey: 'k' }).call('leadPresets.rename', {
      params: { id: 'p/1' },
      body: { name: 'US SaaS' },
    });
    const [call] = fetch.calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: 'https://app.test/api/leads/presets/p%2F1',
      body: '{"name":"US SaaS"}',
    });
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.headers.get('authorization')).toBe('Bearer k');
    expect(renamed.name).toBe('US SaaS');
  });

  it('sends no bearer token on a public route (the declaration says auth: false)', async () => {
    const fetch = fakeFetch(json([{ type: 'upload_csv', price_per_row: 1 }]));
    await new Leadproof({ baseURL, fetch, apiKey: 'k' }).call('pricing.list', {});
    expect(fetch.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it("validates a JSON answer against the route's response schema, naming the call", async () => {
    const fetch = fakeFetch(json({ ...orderFixture(), status: 'lost' }));
    const error = await new Leadproof({ baseURL, fetch })
      .call('orders.retrieve', { params: { id: 'o1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(/^GET \/api\/orders\/o1 returned .*status:/);
  });

  it('reads a CSV route as text, a 204 as nothing, and any route as a stream with callStream', async () => {
    const fetch = fakeFetch(
      new Response('email\na@b.c\n'),
      new Response(null, { status: 204 }),
      new Response('id,amount\n'),
    );
    const client = new Leadproof({ baseURL, fetch });
    const csv = await client.call('orders.resultsCsv', {
      params: { id: 'o1' },
      query: { filter: 'clean', limit: 1 },
    });
    expect(csv).toBe('email\na@b.c\n');
    await expect(client.call('webhooks.delete', { params: { id: 'w1' } })).resolves.toBeUndefined();
    const stream = await client.callStream('creditTransactions.export', {});
    expect(await new Response(stream).text()).toBe('id,amount\n');
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://app.test/api/orders/o1/csv/results?filter=clean&limit=1',
      'DELETE https://app.test/api/webhooks/w1',
      'GET https://app.test/api/credit-transactions/export',
    ]);
  });
});
