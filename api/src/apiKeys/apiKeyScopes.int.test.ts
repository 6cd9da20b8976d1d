/** API key scopes and expiry over HTTP on both databases: what a read, verify and full key may do, and expiry. */
import {
  AuthenticationError,
  BadRequestError,
  type BuyLeadsOrderBody,
  PermissionDeniedError,
} from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../testing/csvFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { databaseKinds } from '../testing/testDatabases';
import { authedFetch, createTestUser, type TestUser } from '../testing/testUsers';

const CSV = 'first_name,last_name,email\nAda,Lovelace,ada@example.com\n';
const BUY_LEADS: BuyLeadsOrderBody = {
  type: 'buy_leads',
  requestDetails: { source: 'icp', icp: { industries: ['Software'], countries: ['US'] }, count: 1 },
};

describe.each(databaseKinds)('API key scopes on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '50' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const sessionClient = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const keyClient = (secret: string) => new Leadproof({ baseURL: server.url, apiKey: secret, maxRetries: 0 });

  /** The 403 a call gets, checked to name the key's scope and what it allows. */
  async function expectScopeRefusal(call: () => Promise<unknown>, scope: string, allows: string) {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).code).toBe('forbidden');
    expect((error as PermissionDeniedError).message).toContain(`'${scope}' scope, which allows ${allows}`);
  }

  it('makes a key without a scope in the body a full key that never expires', async () => {
    const user = await createTestUser(server);
    const created = await sessionClient(user).apiKeys.create({ name: 'legacy script' });
    expect(created).toMatchObject({ scope: 'full', expiresAt: null });
    const { items } = await sessionClient(user).apiKeys.list();
    expect(items[0]).toMatchObject({ id: created.id, scope: 'full', expiresAt: null });
  });

  it('lets a read key GET orders and the balance, and refuses uploads, order creation and billing with 403', async () => {
    const user = await createTestUser(server);
    const session = sessionClient(user);
    const { id: orderId } = await session.orders.create({
      type: 'upload_csv',
      requestDetails: { source: 't' },
    });
    const { secret } = await session.apiKeys.create({ name: 'reporting', scope: 'read' });
    const client = keyClient(secret);
    expect((await client.orders.list()).map((o) => o.id)).toEqual([orderId]);
    expect((await client.orders.retrieve(orderId)).id).toBe(orderId);
    expect(await client.users.balance()).toEqual({ balance: 50 });
    const allows = 'read-only calls';
    await expectScopeRefusal(
      () => client.orders.create({ type: 'upload_csv', requestDetails: { source: 't' } }),
      'read',
      allows,
    );
    await expectScopeRefusal(() => client.orders.uploadUrl(orderId), 'read', allows);
    await expectScopeRefusal(async () => client.uploadCsv(await tempFile('read.csv', CSV)), 'read', allows);
    await expectScopeRefusal(() => client.billing.createPortalSession(), 'read', allows);
    await expectScopeRefusal(
      () => client.billing.createCheckoutSession({ product_id: 'prod_x' }),
      'read',
      allows,
    );
    expect(await session.users.balance()).toEqual({ balance: 50 });
  });

  it('lets a verify key upload and verify a CSV, and refuses buying leads and checkout', async () => {
    const user = await createTestUser(server);
    const session = sessionClient(user);
    const created = await session.apiKeys.create({ name: 'uploader', scope: 'verify' });
    expect(created.scope).toBe('verify');
    const client = keyClient(created.secret);
    const order = await client.uploadCsv(await tempFile('verify.csv', CSV));
    const done = await client.waitForOrder(order.id, { intervalMs: 200 });
    expect(done.status).toBe('completed');
    const allows = 'read-only calls and verifying CSV uploads';
    await expectScopeRefusal(() => client.orders.create(BUY_LEADS), 'verify', allows);
    await expectScopeRefusal(
      () => client.leads.quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 1 }),
      'verify',
      allows,
    );
    await expectScopeRefusal(
      () => client.billing.createCheckoutSession({ product_id: 'prod_x' }),
      'verify',
      allows,
    );
    await expectScopeRefusal(() => client.billing.createPortalSession(), 'verify', allows);
    // No lead purchase was made: only the upload is in the user's orders.
    expect((await session.orders.list()).map((o) => o.type)).toEqual(['upload_csv']);
  });

  it('lets a full key do what keys did before scopes: upload, quote, buy leads (402 only for credits), billing', async () => {
    const user = await createTestUser(server);
    const { secret } = await sessionClient(user).apiKeys.create({ name: 'everything', scope: 'full' });
    const client = keyClient(secret);
    const order = await client.uploadCsv(await tempFile('full.csv', CSV));
    expect(order.id).toEqual(expect.any(String));
    expect(
      await client.leads.quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 1 }),
    ).toEqual(expect.objectContaining({ matching: expect.any(Number) }));
    // Whatever the inventory holds, a full key is not refused for its scope.
    const purchase = await client.orders.create(BUY_LEADS).catch((e: unknown) => e);
    expect(purchase).not.toBeInstanceOf(PermissionDeniedError);
    expect(purchase).not.toBeInstanceOf(BadRequestError);
    expect(await client.billing.createPortalSession()).toEqual({ url: expect.any(String) });
  });

  it('refuses an expired key with 401 and the date it expired, and refuses an expiry in the past', async () => {
    const user = await createTestUser(server);
    const session = sessionClient(user);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const created = await session.apiKeys.create({ name: 'temporary', scope: 'read', expiresAt: soon });
    expect(created.expiresAt).toBe(soon);
    expect(await keyClient(created.secret).users.balance()).toEqual({ balance: 50 });
    await server.services.database.executeSql(
      "update api_keys set expires_at = '2025-03-04T05:06:00Z' where id = $1",
      [created.id],
    );
    const error = await keyClient(created.secret)
      .users.balance()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).message).toContain(
      'This API key expired on 2025-03-04 05:06 UTC. Create a new one in the dashboard.',
    );
    // Still listed, so the owner sees it expired.
    expect((await session.apiKeys.list()).items[0]).toMatchObject({
      id: created.id,
      expiresAt: '2025-03-04T05:06:00.000Z',
    });
    const past = await authedFetch(server, user, '/api/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'born expired', expiresAt: '2020-01-01T00:00:00Z' }),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({
      error: { code: 'bad_request', message: expect.stringContaining('expiresAt') },
    });
  });
});
