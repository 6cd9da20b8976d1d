/**
 * `GET /api/orders` pages (issue #26) on both databases: a user with 250 orders pages through them newest first,
 * by status too, with counts per status on every page; over HTTP and through the SDK's auto-paging iterator.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { databaseKinds } from '../testing/testDatabases';
import { createTestUser, type TestUser } from '../testing/testUsers';

const TOTAL = 250;
/** Order `i` (0 = oldest): every fifth failed, every other of the rest completed, else pending. */
const statusOf = (i: number): 'failed' | 'completed' | 'pending' =>
  i % 5 === 0 ? 'failed' : i % 2 === 0 ? 'completed' : 'pending';

describe.each(databaseKinds)('orders list paging on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;
  /** The ids newest first, as the list must return them. */
  let newestFirst: string[];
  const statusById = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer(kind, {});
    user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken });
    await client.users.me();
    const start = Date.parse('2026-01-01T00:00:00Z');
    // Two orders share each second: the id breaks the tie, so pages neither skip nor repeat one.
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      user_id: user.id,
      type: 'upload_csv' as const,
      status: statusOf(i),
      status_message: statusOf(i) === 'failed' ? 'Test failure' : null,
      created_at: new Date(start + Math.floor(i / 2) * 1000),
    }));
    const inserted = await server.services.database.db
      .insertInto('orders')
      .values(rows)
      .returning(['id', 'created_at', 'status'])
      .execute();
    for (const row of inserted) statusById.set(row.id, row.status);
    newestFirst = inserted
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
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

  const counts = { all: 250, pending: 100, in_progress: 0, completed: 100, needs_fix: 0, failed: 50 };

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

    const ids: string[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page = await get(`?limit=100&offset=${offset}`);
      expect(page.body.counts).toEqual(counts);
      ids.push(...(page.body.items as Array<{ id: string }>).map((o) => o.id));
      offset = page.body.nextOffset as number | null;
    }
    expect(ids).toEqual(newestFirst);
    expect((await get('?limit=101')).status).toBe(400);
    expect((await get('?status=completed,nope')).status).toBe(400);
  });

  it('pages through all 250 with the SDK iterator, and by status', async () => {
    const all: string[] = [];
    for await (const order of client.orders.list({ limit: 30 })) all.push(order.id);
    expect(all).toEqual(newestFirst);

    const page = await client.orders.list({ status: ['pending', 'in_progress'], limit: 40 });
    expect(page.counts).toEqual(counts);
    expect(page.items).toHaveLength(40);
    expect(page.nextOffset).toBe(40);
    const pending = await client.orders.listAll({ status: ['pending', 'in_progress'], limit: 40 });
    expect(pending.map((o) => o.id)).toEqual(newestFirst.filter((id) => statusById.get(id) === 'pending'));
    const failed = await client.orders.listAll({ status: 'failed' });
    expect(failed).toHaveLength(50);
    expect(failed.every((o) => o.status === 'failed')).toBe(true);
    const second = await page.getNextPage();
    expect(second.counts).toEqual(counts);
  });
});
