/**
 * Idempotent POSTs (issue #26) on both databases: a repeat with one Idempotency-Key returns the first answer and
 * runs nothing (one order, one debit), also when the requests race; another body gets 422; keys are per user and
 * last 24 hours; an answer that asks for another try is not kept; a kept answer is not readable from the table.
 * Issue #34: a key belongs to the credential that used it (a `read` API key gets no session's answer), the answer of
 * a new API key is never kept, large answers are kept as their hash only, and a trailing-slash POST claims nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Leadproof } from '@leadproof/sdk/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLeads } from '../leads/import-leads';
import { testLeadsCsv } from '../leads/test-leads';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { MAX_KEPT_ANSWER_BYTES, pruneIdempotencyKeys } from './idempotency-store';

describe.each(databaseKinds)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50', EMAIL_DNS: 'off' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });

  /** One raw POST, so the test sees each status and header as sent; `user` may be an API key's secret. */
  async function post(user: TestUser | string, path: string, body: unknown, key?: string) {
    const token = typeof user === 'string' ? user : user.accessToken;
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown> & {
      error?: { code: string; message: string };
    };
    return { status: response.status, replayed: response.headers.get('idempotent-replayed'), json };
  }

  const upload = (fileName = 'a.csv') => ({
    type: 'upload_csv',
    requestDetails: { source: 'test', fileName },
  });

  async function customer(): Promise<TestUser> {
    const user = await createTestUser(server);
    await clientFor(user).users.balance();
    return user;
  }

  async function ordersOf(user: TestUser) {
    return server.services.database.db
      .selectFrom('orders')
      .select(['id'])
      .where('user_id', '=', user.id)
      .execute();
  }

  async function leadsOrder(count: number) {
    const industry = `Industry ${randomUUID().slice(0, 8)}`;
    await importLeads(server.services.database, testLeadsCsv(industry, count).csv, {
      demo: false,
      offline: true,
    });
    const icp = { industries: [industry.toLowerCase()], countries: ['us'] };
    return { type: 'buy_leads', requestDetails: { source: 'icp', icp, count } };
  }

  it('answers a repeated lead purchase with the first order: one order, one debit', async () => {
    const user = await customer();
    const body = await leadsOrder(4);
    const key = randomUUID();
    const first = await post(user, '/api/orders', body, key);
    expect(first).toMatchObject({ status: 201, replayed: null });
    const again = await post(user, '/api/orders', body, key);
    expect(again).toEqual({ status: 201, replayed: 'true', json: first.json });
    expect((await ordersOf(user)).map((o) => o.id)).toEqual([first.json.id]);
    expect((await clientFor(user).users.balance()).balance).toBe(50 - 6);
  });

  it('creates one order when requests with one key race, and debits once', async () => {
    const user = await customer();
    const body = await leadsOrder(2);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(user, '/api/orders', body, key)));
    const created = answers.filter((a) => a.status === 201);
    const busy = answers.filter((a) => a.status === 409);
    expect(created.length + busy.length).toBe(6);
    expect(created.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(new Set(created.map((a) => a.json.id)).size).toBe(1);
    for (const answer of busy) expect(answer.json.error?.code).toBe('idempotency_key_in_use');
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await clientFor(user).users.balance()).balance).toBe(50 - 3);
    // Once the first has ended, the SDK's retry of a 409 gets the first answer.
    const retried = await clientFor(user).orders.create(body as never, { idempotencyKey: key });
    expect(retried.id).toBe(created[0]?.json.id);
  });

  it('creates one upload order from concurrent SDK calls that share a key (409s retried)', async () => {
    const user = await customer();
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 5 });
    const key = randomUUID();
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => client.orders.create(upload() as never, { idempotencyKey: key })),
    );
    expect(new Set(ids.map((o) => o.id)).size).toBe(1);
    expect(await ordersOf(user)).toHaveLength(1);
  });

  it('refuses the key with another body or route (422), and runs again after a 400', async () => {
    const user = await customer();
    const key = randomUUID();
    expect((await post(user, '/api/orders', upload('a.csv'), key)).status).toBe(201);
    const other = await post(user, '/api/orders', upload('b.csv'), key);
    expect(other.status).toBe(422);
    expect(other.json.error?.code).toBe('idempotency_key_reused');
    const otherRoute = await post(user, '/api/leads/quote', { icp: { industries: ['x'] }, count: 1 }, key);
    expect(otherRoute.status).toBe(422);
    // Key order does not make another request.
    const reordered = await post(
      user,
      '/api/orders',
      { requestDetails: { fileName: 'a.csv', source: 'test' }, type: 'upload_csv' },
      key,
    );
    expect(reordered).toMatchObject({ status: 201, replayed: 'true' });

    const fresh = randomUUID();
    expect((await post(user, '/api/orders', { type: 'upload_csv' }, fresh)).status).toBe(400);
    expect(await post(user, '/api/orders', upload(), fresh)).toMatchObject({ status: 201, replayed: null });
    expect(await ordersOf(user)).toHaveLength(2);
  });

  it('keeps keys per user: two users with one key get two orders', async () => {
    const [ann, bob] = [await customer(), await customer()];
    const key = 'shared-key-1';
    const a = await post(ann, '/api/orders', upload(), key);
    const b = await post(bob, '/api/orders', upload(), key);
    expect([a.status, b.status, a.replayed, b.replayed]).toEqual([201, 201, null, null]);
    expect(a.json.id).not.toBe(b.json.id);
    expect(await ordersOf(ann)).toHaveLength(1);
    expect(await ordersOf(bob)).toHaveLength(1);
  });

  it('forgets a key after 24 hours; the hourly prune deletes it', async () => {
    const user = await customer();
    const key = randomUUID();
    const first = await post(user, '/api/orders', upload(), key);
    const db = server.services.database.db;
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '23 hours'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await post(user, '/api/orders', upload(), key)).json.id).toBe(first.json.id);
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('user_id', '=', user.id)
      .execute();
    const later = await post(user, '/api/orders', upload(), key);
    expect(later).toMatchObject({ status: 201, replayed: null });
    expect(later.json.id).not.toBe(first.json.id);

    await db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('user_id', '=', user.id)
      .execute();
    expect(await pruneIdempotencyKeys(server.services.database)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('idempotency_keys')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps no answer of an API key creation: a repeat gets 409 and neither a second key nor the token', async () => {
    const user = await customer();
    const key = `create-key-${randomUUID()}`;
    const first = await post(user, '/api/api-keys', { name: 'CI' }, key);
    expect(first.status).toBe(201);
    const again = await post(user, '/api/api-keys', { name: 'CI' }, key);
    expect(again).toMatchObject({
      status: 409,
      replayed: null,
      json: { error: { code: 'idempotency_key_reused' } },
    });
    expect(JSON.stringify(again.json)).not.toContain(String(first.json.secret));
    expect((await clientFor(user).apiKeys.list()).items.map((item) => item.id)).toEqual([first.json.id]);
    const rows = await server.services.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ response_status: 201, response: null });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(String(first.json.secret));
  });

  it("gives a read API key with a session's key and body a 403, never the session's new key (issue 34)", async () => {
    const user = await customer();
    const readKey = await clientFor(user).apiKeys.create({ name: 'reader', scope: 'read' });
    const key = `mint-${randomUUID()}`;
    const minted = await post(user, '/api/api-keys', { name: 'full power' }, key);
    expect(minted.status).toBe(201);
    const replayed = await post(readKey.secret, '/api/api-keys', { name: 'full power' }, key);
    expect(replayed).toMatchObject({ status: 403, replayed: null, json: { error: { code: 'forbidden' } } });
    expect(JSON.stringify(replayed.json)).not.toContain(String(minted.json.secret));
  });

  it("refuses another credential's key (422) instead of replaying its answer (issue 34)", async () => {
    const user = await customer();
    const fullKey = await clientFor(user).apiKeys.create({ name: 'script' });
    const key = randomUUID();
    const first = await post(user, '/api/orders', upload(), key);
    expect(first.status).toBe(201);
    const fromKey = await post(fullKey.secret, '/api/orders', upload(), key);
    expect(fromKey).toMatchObject({ status: 422, json: { error: { code: 'idempotency_key_reused' } } });
    expect(String(fromKey.json.error?.message)).toContain('another credential');
    // And the other way round: a key's answer is the key's.
    const keyFirst = randomUUID();
    expect((await post(fullKey.secret, '/api/orders', upload('k.csv'), keyFirst)).status).toBe(201);
    expect((await post(user, '/api/orders', upload('k.csv'), keyFirst)).status).toBe(422);
    expect(await ordersOf(user)).toHaveLength(2);
  });

  it('keeps a large answer as its hash only: a repeat gets 409 idempotency_key_reused and runs nothing (issue 34)', async () => {
    const user = await customer();
    const noise = () => randomBytes(700).toString('base64url');
    // Undecided contacts (no DNS here): free, and answered with every long, random company echoed back.
    const body = {
      contacts: Array.from({ length: 40 }, (_, i) => ({
        email: `p${i}@northwind-traders.com`,
        company: noise(),
      })),
    };
    const key = randomUUID();
    const first = await post(user, '/api/verify/batch', body, key);
    expect(first.status).toBe(200);
    expect(JSON.stringify(first.json).length).toBeGreaterThan(MAX_KEPT_ANSWER_BYTES * 2);
    const again = await post(user, '/api/verify/batch', body, key);
    expect(again).toMatchObject({
      status: 409,
      replayed: null,
      json: { error: { code: 'idempotency_key_reused' } },
    });
    expect(String(again.json.error?.message)).toContain('already ran (it answered 200)');
    const [row] = await server.services.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(row).toMatchObject({ response_status: 200, response: null });
    expect(row?.response_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores at most a few kilobytes per answer: 20 batches of 40 contacts (issue 34)', async () => {
    const user = await customer();
    for (let call = 0; call < 20; call++) {
      // 40: the trial's 50 credits must cover each batch's contacts up front (none is charged: no DNS here).
      const contacts = Array.from({ length: 40 }, (_, i) => ({
        email: `person.${call}.${i}@northwind-traders.com`,
        firstName: `First${i}`,
        company: `Company ${call}-${i} Inc`,
      }));
      expect((await post(user, '/api/verify/batch', { contacts }, randomUUID())).status).toBe(200);
    }
    const { bytes } = await server.services.database.db
      .selectFrom('idempotency_keys')
      .select(sql<string>`coalesce(sum(length(coalesce(response, ''))), 0)`.as('bytes'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(bytes)).toBeLessThanOrEqual(20 * Math.ceil((MAX_KEPT_ANSWER_BYTES + 28) / 3) * 4 + 20);
  });

  it('claims no key and keeps no 404 for a POST with a trailing slash (issue 34)', async () => {
    const user = await customer();
    const key = randomUUID();
    const slashed = await post(user, '/api/orders/', upload(), key);
    expect(slashed.status).toBe(404);
    const rows = await server.services.database.db
      .selectFrom('idempotency_keys')
      .select('key_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await post(user, '/api/orders', upload(), key)).toMatchObject({ status: 201, replayed: null });
  });
});
