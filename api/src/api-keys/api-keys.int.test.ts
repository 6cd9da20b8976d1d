/**
 * API keys over HTTP on both databases: issue once, list, revoke, use as a bearer token, session-only management;
 * scopes (what a read, verify and full key may do) and expiry.
 */
import type { BuyLeadsOrderBody } from '@leadproof/contract/orders';
import { AuthenticationError, BadRequestError, NotFoundError, PermissionDeniedError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAccountForDeletion } from '../account/delete-account';
import { tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { hashApiKeySecret } from './api-key-secret';
import { MAX_ACTIVE_API_KEYS } from './create-api-key';

const CSV = 'first_name,last_name,email\nAda,Lovelace,ada@example.com\n';
const BUY_LEADS: BuyLeadsOrderBody = {
  type: 'buy_leads',
  requestDetails: { source: 'icp', icp: { industries: ['Software'], countries: ['US'] }, count: 1 },
};

describe.each(singleDatabaseKinds)('API keys on %s', (kind) => {
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

  it('returns the secret once, lists the key by its prefix, and stores only its hash', async () => {
    const user = await createTestUser(server);
    const created = await sessionClient(user).apiKeys.create({ name: '  nightly import ' });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'nightly import',
      prefix: created.secret.slice(0, 12),
      createdAt: expect.any(String),
      scope: 'full',
      expiresAt: null,
      secret: expect.stringMatching(/^lp_live_[0-9A-Za-z]{32}$/),
    });
    expect(created.prefix).toMatch(/^lp_live_[0-9A-Za-z]{4}$/);

    const { items } = await sessionClient(user).apiKeys.list();
    expect(items).toEqual([
      {
        id: created.id,
        name: 'nightly import',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
        scope: 'full',
        expiresAt: null,
      },
    ]);
    expect(JSON.stringify(items)).not.toContain(created.secret);

    const { rows } = await server.services.database.executeSql('select * from api_keys where id = $1', [
      created.id,
    ]);
    expect(rows[0]?.secret_hash).toBe(hashApiKeySecret(created.secret));
    expect(JSON.stringify(rows)).not.toContain(created.secret);
  });

  it('keeps to the most active keys an account may hold when creations come at once', async () => {
    const client = sessionClient(await createTestUser(server));
    const asked = MAX_ACTIVE_API_KEYS + 5;
    const results = await Promise.allSettled(
      Array.from({ length: asked }, (_, index) => client.apiKeys.create({ name: `loop ${index}` })),
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(results.length - refused.length).toBe(MAX_ACTIVE_API_KEYS);
    for (const error of refused) {
      expect(error).toBeInstanceOf(BadRequestError);
      expect((error as Error).message).toMatch(/the most an account can hold/);
    }
    expect((await client.apiKeys.list()).items).toHaveLength(MAX_ACTIVE_API_KEYS);
  });

  it('accepts the key as the bearer token on other /api routes, as its user, and records its last use', async () => {
    const user = await createTestUser(server, { firstName: 'Grace' });
    const { secret, id } = await sessionClient(user).apiKeys.create({ name: 'cron' });
    const client = keyClient(secret);
    expect(await client.users.balance()).toEqual({ balance: 50 });
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(await me.json()).toMatchObject({ id: user.id, email: user.email, firstName: 'Grace' });
    expect((await client.dashboard.summary()).user).toEqual({ firstName: 'Grace', email: user.email });

    const firstUse = (await sessionClient(user).apiKeys.list()).items.find((k) => k.id === id)?.lastUsedAt;
    expect(firstUse).toEqual(expect.any(String));
    // Within the throttle window a second call does not rewrite last_used_at.
    await client.orders.list();
    const secondUse = (await sessionClient(user).apiKeys.list()).items.find((k) => k.id === id)?.lastUsedAt;
    expect(secondUse).toBe(firstUse);
  });

  it('scopes a key to its user: another user’s order is not found', async () => {
    const owner = await createTestUser(server);
    const other = await createTestUser(server);
    const { id: orderId } = await sessionClient(owner).orders.create({
      type: 'upload_csv',
      requestDetails: { source: 'test' },
    });
    const otherKey = (await sessionClient(other).apiKeys.create({ name: 'other' })).secret;
    const ownerKey = (await sessionClient(owner).apiKeys.create({ name: 'owner' })).secret;

    await expect(keyClient(otherKey).orders.retrieve(orderId)).rejects.toBeInstanceOf(NotFoundError);
    expect(await keyClient(otherKey).orders.listAll()).toEqual([]);
    expect((await keyClient(ownerKey).orders.retrieve(orderId)).id).toBe(orderId);
  });

  it('refuses key management with an API key: 403 with a clear message', async () => {
    const user = await createTestUser(server);
    const { secret, id } = await sessionClient(user).apiKeys.create({ name: 'script' });
    const client = keyClient(secret);
    for (const call of [
      () => client.apiKeys.list(),
      () => client.apiKeys.create({ name: 'another' }),
      () => client.apiKeys.revoke(id),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PermissionDeniedError);
      expect((error as PermissionDeniedError).code).toBe('forbidden');
      expect((error as PermissionDeniedError).message).toContain(
        'API keys cannot list, create or revoke API keys',
      );
    }
    expect((await sessionClient(user).apiKeys.list()).items.map((k) => k.name)).toEqual(['script']);
  });

  it('revokes a key at once: 204, then 401 for the key, gone from the list, 404 a second time', async () => {
    const user = await createTestUser(server);
    const session = sessionClient(user);
    const kept = await session.apiKeys.create({ name: 'kept' });
    const revoked = await session.apiKeys.create({ name: 'revoked' });
    expect(await keyClient(revoked.secret).users.balance()).toEqual({ balance: 50 });

    const response = await authedFetch(server, user, `/api/api-keys/${revoked.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const error = await keyClient(revoked.secret)
      .users.balance()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).message).toContain('invalid or has been revoked');
    expect((await session.apiKeys.list()).items.map((k) => k.id)).toEqual([kept.id]);
    await expect(session.apiKeys.revoke(revoked.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await keyClient(kept.secret).users.balance()).toEqual({ balance: 50 });
  });

  it('refuses a key with 401 once its account is marked for deletion, before the deletion finishes', async () => {
    const user = await createTestUser(server);
    const { secret } = await sessionClient(user).apiKeys.create({ name: 'left behind' });
    expect(await keyClient(secret).users.balance()).toEqual({ balance: 50 });
    await markAccountForDeletion(server.services, user.id);
    const error = await keyClient(secret)
      .users.balance()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
  });

  it('answers 404 for another user’s key and for ids that are not keys', async () => {
    const owner = await createTestUser(server);
    const intruder = await createTestUser(server);
    const key = await sessionClient(owner).apiKeys.create({ name: 'mine' });
    await expect(sessionClient(intruder).apiKeys.revoke(key.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(sessionClient(intruder).apiKeys.revoke('not-a-uuid')).rejects.toBeInstanceOf(NotFoundError);
    expect((await sessionClient(owner).apiKeys.list()).items).toHaveLength(1);
  });

  it('refuses unknown and malformed keys with 401', async () => {
    for (const token of [`lp_live_${'A'.repeat(32)}`, 'lp_live_short', 'lp_test_whatever']) {
      const response = await fetch(`${server.url}/api/users/me/balance`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          code: 'unauthorized',
          message: expect.stringContaining('API key'),
          requestId: expect.any(String),
        },
      });
    }
  });

  it('validates the name with the contract schema: 400 naming the field', async () => {
    const user = await createTestUser(server);
    const response = await authedFetch(server, user, '/api/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '   ' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: expect.stringContaining('name'), requestId: expect.any(String) },
    });
  });

  // Scopes and expiry: what a read, verify and full key may do.

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
    expect((await client.orders.listAll()).map((o) => o.id)).toEqual([orderId]);
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
    expect((await session.orders.listAll()).map((o) => o.type)).toEqual(['upload_csv']);
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
      error: {
        code: 'bad_request',
        message: expect.stringContaining('expiresAt'),
        requestId: expect.any(String),
      },
    });
  });
});
