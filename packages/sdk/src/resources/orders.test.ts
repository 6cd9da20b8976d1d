import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { fakeFetch, json } from '../internal/fake-fetch';

const baseURL = 'https://app.test';
const counts = { all: 250, pending: 100, in_progress: 0, completed: 100, needs_fix: 0, failed: 50 };
const order = (n: number) => ({
  id: `o${n}`,
  type: 'upload_csv',
  status: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
  rowCount: null,
  creditsUsed: null,
  resultFilePath: null,
});
/** The server's answer for one page of 250 orders. */
const pageOf = (offset: number, limit: number) => {
  const end = Math.min(offset + limit, 250);
  const items = Array.from({ length: end - offset }, (_, i) => order(offset + i));
  return json({ items, nextOffset: end < 250 ? end : null, counts });
};

describe('orders.list paging', () => {
  it('resolves with one page, its counts, and the statuses joined by commas', async () => {
    const fetch = fakeFetch(pageOf(0, 20));
    const page = await new Leadproof({ baseURL, fetch }).orders.list({ status: ['pending', 'in_progress'] });
    expect(page.items).toHaveLength(20);
    expect(page.counts).toEqual(counts);
    expect(page.nextOffset).toBe(20);
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/orders?status=pending%2Cin_progress');
  });

  it('for await walks all 250 orders across pages of 100, each next page from nextOffset', async () => {
    const fetch = fakeFetch(pageOf(0, 100), pageOf(100, 100), pageOf(200, 100));
    const ids: string[] = [];
    for await (const o of new Leadproof({ baseURL, fetch }).orders.list({ limit: 100 })) ids.push(o.id);
    expect(ids).toEqual(Array.from({ length: 250 }, (_, i) => `o${i}`));
    expect(fetch.calls.map((c) => new URL(c.url).search)).toEqual([
      '?limit=100',
      '?limit=100&offset=100',
      '?limit=100&offset=200',
    ]);
  });

  it('listAll() collects every order; getNextPage() keeps the counts', async () => {
    const fetch = fakeFetch(
      pageOf(0, 100),
      pageOf(100, 100),
      pageOf(200, 100),
      pageOf(0, 100),
      pageOf(100, 100),
    );
    const client = new Leadproof({ baseURL, fetch });
    expect(await client.orders.listAll({ limit: 100 })).toHaveLength(250);
    const next = await (await client.orders.list({ limit: 100 })).getNextPage();
    expect(next.counts).toEqual(counts);
    expect(next.nextOffset).toBe(200);
  });
});
