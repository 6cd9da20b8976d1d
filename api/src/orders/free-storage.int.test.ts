/**
 * No free storage: no upload ticket without credits, a few pending uploads at most, pending orders that end (and
 * lose their file) when their upload link expires, and request details bounded to what the contract names.
 */
import { ConflictError, PaymentRequiredError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { expirePendingOrders } from './pending-order-expiry';

const MAX_PENDING_UPLOADS = 5;

describe.each(singleDatabaseKinds)('pending uploads on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '20',
      PENDING_UPLOADS_PER_USER: String(MAX_PENDING_UPLOADS),
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const newOrder = (client: Leadproof, details: Record<string, unknown> = {}) =>
    client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test', ...details } });

  it('gives no upload ticket to a user whose balance is zero', async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    // The first request creates the account with its trial; then the trial is spent.
    const { id } = await newOrder(client);
    await server.services.creditLedger.debit({
      userId: user.id,
      amount: 20,
      reason: 'adjustment',
      description: 'Spent elsewhere',
      idempotencyKey: `spend:${user.id}`,
    });
    const refused = await client.orders.uploadUrl(id).catch((error) => error);
    expect(refused).toBeInstanceOf(PaymentRequiredError);
    expect(refused.message).toMatch(/Your balance is 0 credits.*Add credits/);
  });

  it(`refuses a pending upload past ${MAX_PENDING_UPLOADS}, and takes one again once a slot frees`, async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const ids = await Promise.all(
      Array.from({ length: MAX_PENDING_UPLOADS + 2 }, () => newOrder(client).catch((e) => e)),
    );
    const created = ids.filter((result) => typeof result?.id === 'string');
    const refused = ids.filter((result): result is ConflictError => result instanceof ConflictError);
    expect(created).toHaveLength(MAX_PENDING_UPLOADS);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.message).toMatch(/You have 5 uploads waiting for their file/);
    const first = created[0]!.id as string;
    const ticket = await client.orders.uploadUrl(first);
    await fetch(
      `${server.url}/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'text/csv', 'x-upsert': 'true' },
        body: leadsCsv(1),
      },
    );
    await client.orders.uploadComplete(first, { path: ticket.path });
    expect(typeof (await newOrder(client)).id).toBe('string');
  });

  it('ends a pending order whose upload link expired and deletes its file', async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const { id } = await newOrder(client);
    const ticket = await client.orders.uploadUrl(id);
    await fetch(
      `${server.url}/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'text/csv', 'x-upsert': 'true' },
        body: leadsCsv(3),
      },
    );
    const fresh = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    expect(await server.services.storage.stat('uploads', ticket.path)).not.toBeNull();

    await expirePendingOrders(server.services, new Date(Date.now() + 2 * 3600 * 1000 + 60_000));
    const expired = await client.orders.retrieve(id);
    expect(expired).toMatchObject({ status: 'failed', creditsUsed: null });
    expect(expired.statusMessage).toMatch(/upload link expired/);
    expect(await server.services.storage.stat('uploads', ticket.path)).toBeNull();
    // An order that was never given a ticket expires too; a confirmed one is untouched.
    expect((await client.orders.retrieve(fresh.id)).status).toBe('failed');
    expect((await client.users.balance()).balance).toBe(20);
  });

  it('keeps only the request details the contract names', async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const { id } = await newOrder(client, {
      fileName: 'leads.csv',
      padding: 'x'.repeat(50_000),
      nested: { a: 1 },
    });
    const row = await server.services.database.db
      .selectFrom('orders')
      .select(['request_details', 'file_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The file's name has a column of its own (migration 0026); nothing else the caller sent is kept.
    expect(row.request_details).toEqual({ source: 'test' });
    expect(row.file_name).toBe('leads.csv');
  });
});
