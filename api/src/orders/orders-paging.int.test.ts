/**
 * `GET /api/orders` pages (issue #26) on both databases: a user with 250 orders pages through them newest first
 * (or oldest first, issue #40), by status too, by measured accuracy (issue #37), with counts per status on every page; over HTTP and through the SDK's auto-paging iterator.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts250 as counts, insertOrders } from '../testing/many-orders';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';

describe.each(singleDatabaseKinds)('orders list paging on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;
  /** The orders newest first, as the list must return them. */
  let expected: Array<{ id: string; status: string }>;
  const ids = (orders: Array<{ id: string }>) => orders.map((o) => o.id);

  beforeAll(async () => {
    server = await startTestServer(kind, {});
    user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    await client.users.me();
    expected = await insertOrders(server.services.database, user.id, 250);
    // Another user's orders never show.
    const other = await createTestUser(server);
    await new Leadproof({ baseURL: server.url, accessToken: () => other.accessToken }).orders.create({
      type: 'upload_csv',
      requestDetails: { source: 'test' },
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('pages over HTTP: 20 by default, at most 100, nextOffset until the last page, counts on each', async () => {
    const get = async (search: string) => {
      const response = await fetch(`${server.url}/api/orders${search}`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const first = await get('');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ nextOffset: 20, counts });
    expect((first.body.items as unknown[]).length).toBe(20);

    const seen: string[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page = await get(`?limit=100&offset=${offset}`);
      expect(page.body.counts).toEqual(counts);
      seen.push(...ids(page.body.items as Array<{ id: string }>));
      offset = page.body.nextOffset as number | null;
    }
    expect(seen).toEqual(ids(expected));
    expect((await get('?limit=101')).status).toBe(400);
    expect((await get('?status=completed,nope')).status).toBe(400);
  });

  it('pages through all 250 with the SDK iterator, and by status', async () => {
    const all: string[] = [];
    for await (const order of client.orders.list({ limit: 30 })) all.push(order.id);
    expect(all).toEqual(ids(expected));

    const page = await client.orders.list({ status: ['pending', 'in_progress'], limit: 40 });
    expect(page.counts).toEqual(counts);
    expect(page.items).toHaveLength(40);
    expect(page.nextOffset).toBe(40);
    const second = await page.getNextPage();
    expect(second.counts).toEqual(counts);
    const pending = await client.orders.listAll({ status: ['pending', 'in_progress'], limit: 40 });
    expect(ids(pending)).toEqual(ids(expected.filter((o) => o.status === 'pending')));
    const failed = await client.orders.listAll({ status: 'failed' });
    expect(ids(failed)).toEqual(ids(expected.filter((o) => o.status === 'failed')));
  });

  it('sorts oldest first with sort=createdAt, paged and by status; refuses another sort', async () => {
    const oldest: string[] = [];
    for await (const order of client.orders.list({ sort: 'createdAt', limit: 100 })) oldest.push(order.id);
    expect(oldest).toEqual(ids(expected).reverse());
    const failed = await client.orders.listAll({ status: 'failed', sort: 'createdAt' });
    expect(ids(failed)).toEqual(ids(expected.filter((o) => o.status === 'failed')).reverse());
    const refused = await fetch(`${server.url}/api/orders?sort=name`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(refused.status).toBe(400);
  });

  it('keeps only the orders a bounce report measured with measured=true (the accuracy trend), the others with false', async () => {
    const completed = expected.filter((o) => o.status === 'completed').slice(0, 3);
    await server.services.database.db
      .updateTable('orders')
      .set({ measured_valid_addresses: 20, measured_hard_bounces: 1, measured_at: new Date() })
      .where(
        'id',
        'in',
        completed.map((o) => o.id),
      )
      .execute();
    const measured = await client.orders.listAll({ measured: true, sort: 'createdAt' });
    expect(ids(measured)).toEqual(ids(completed).reverse());
    expect(measured.every((o) => o.measuredAccuracy?.accuracy === 0.95)).toBe(true);
    const others = await client.orders.listAll({ measured: false, limit: 100 });
    expect(others).toHaveLength(250 - 3);
    expect(others.some((o) => o.measuredAccuracy)).toBe(false);
    const refused = await fetch(`${server.url}/api/orders?measured=yes`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(refused.status).toBe(400);
  });
});
