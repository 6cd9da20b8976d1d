import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { AuthenticationError, LeadproofError } from '../core/error';
import { apiError, fakeFetch, json } from '../internal/fake-fetch';

const baseURL = 'https://app.test';
const tx = (id: string, amount = -1) => ({
  id,
  amount,
  reason: 'order',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('creditTransactions paging', () => {
  it('list() resolves with one page and its query', async () => {
    const fetch = fakeFetch(json({ items: [tx('t1')], nextOffset: 20 }));
    const page = await new Leadproof({ baseURL, fetch }).creditTransactions.list({ limit: 20, offset: 0 });
    expect(page.items.map((t) => t.id)).toEqual(['t1']);
    expect(page.nextOffset).toBe(20);
    expect(page.hasNextPage()).toBe(true);
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/credit-transactions?limit=20&offset=0');
  });

  it('getNextPage() asks for nextOffset with the same limit', async () => {
    const fetch = fakeFetch(
      json({ items: [tx('t1')], nextOffset: 2 }),
      json({ items: [tx('t2')], nextOffset: null }),
    );
    const first = await new Leadproof({ baseURL, fetch }).creditTransactions.list({ limit: 2 });
    const second = await first.getNextPage();
    expect(second.items[0]?.id).toBe('t2');
    expect(second.hasNextPage()).toBe(false);
    expect(() => second.getNextPage()).toThrow(LeadproofError);
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'https://app.test/api/credit-transactions?limit=2',
      'https://app.test/api/credit-transactions?limit=2&offset=2',
    ]);
  });

  it('for await follows nextOffset across pages until it is null', async () => {
    const fetch = fakeFetch(
      json({ items: [tx('t1'), tx('t2')], nextOffset: 2 }),
      json({ items: [tx('t3'), tx('t4')], nextOffset: 4 }),
      json({ items: [tx('t5')], nextOffset: null }),
    );
    const ids: string[] = [];
    for await (const t of new Leadproof({ baseURL, fetch }).creditTransactions.list({ limit: 2 }))
      ids.push(t.id);
    expect(ids).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(fetch.calls).toHaveLength(3);
  });

  it('listAll() collects every page', async () => {
    const fetch = fakeFetch(
      json({ items: [tx('t1', 50)], nextOffset: 1 }),
      json({ items: [tx('t2')], nextOffset: null }),
    );
    const all = await new Leadproof({ baseURL, fetch }).creditTransactions.listAll({ limit: 1 });
    expect(all.map((t) => [t.id, t.amount])).toEqual([
      ['t1', 50],
      ['t2', -1],
    ]);
  });

  it('stops with an error when the server does not advance', async () => {
    const fetch = fakeFetch(
      json({ items: [tx('t1')], nextOffset: 1 }),
      json({ items: [tx('t1')], nextOffset: 1 }),
    );
    await expect(new Leadproof({ baseURL, fetch }).creditTransactions.listAll()).rejects.toThrow(
      /did not advance/,
    );
  });

  it('throws on 401 even with nullOn401', async () => {
    const fetch = fakeFetch(apiError(401, 'unauthorized', 'Sign in'));
    const client = new Leadproof({ baseURL, fetch, nullOn401: true });
    await expect(client.creditTransactions.listAll()).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('fetches nothing until awaited or iterated', () => {
    const fetch = fakeFetch();
    new Leadproof({ baseURL, fetch }).creditTransactions.list();
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('creditTransactions.export', () => {
  it('streams the CSV export with the bearer token and accept text/csv', async () => {
    const fetch = fakeFetch(new Response('id,amount\nt1,50\n', { headers: { 'content-type': 'text/csv' } }));
    const client = new Leadproof({ baseURL, fetch, accessToken: () => 'tok' });
    const stream = await client.creditTransactions.export();
    expect(await new Response(stream).text()).toBe('id,amount\nt1,50\n');
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/credit-transactions/export');
    expect(fetch.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(fetch.calls[0]?.headers.get('accept')).toBe('text/csv');
  });

  it('throws AuthenticationError on 401', async () => {
    const fetch = fakeFetch(apiError(401, 'unauthorized', 'Sign in'));
    await expect(new Leadproof({ baseURL, fetch }).creditTransactions.export()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });
});
