/**
 * File retention on both databases (issue 25): with the clock moved past `FILE_RETENTION_DAYS`, an ended order's
 * files are gone from storage, the order still lists with its figures and receipt, and its downloads say why; open
 * orders keep their files; 0 keeps them forever; the customer can delete them now; a second run does nothing.
 */
import type { Order } from '@leadproof/contract/orders';
import { ConflictError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_BUCKET, UPLOADS_BUCKET } from '../../storage/object-storage';
import { expectApiError } from '../../testing/api-errors';
import { leadsCsv, tempFile } from '../../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../../testing/test-users';
import { deleteExpiredFiles } from './file-retention-job';

const DAY_MS = 24 * 3600 * 1000;
const RETENTION_DAYS = 30;

/** What must survive the files: everything of the order but the two file fields. */
const figures = ({ filesDeletedAt: _deleted, filesDeleteAt: _deleteAt, ...rest }: Order) => rest;

describe.each(singleDatabaseKinds)('file retention on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '100',
      FILE_RETENTION_DAYS: String(RETENTION_DAYS),
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });

  /** Uploads `csv` and waits for the order to end. */
  async function endedOrder(user: TestUser, csv: string): Promise<Order> {
    const client = clientFor(user);
    const order = await client.uploadCsv(await tempFile('leads.csv', csv));
    return client.waitForOrder(order.id, { intervalMs: 200 });
  }

  /** The stored objects the order's row names, and whether each exists. */
  async function storedFiles(orderId: string): Promise<Record<string, boolean>> {
    const row = await server.services.database.db
      .selectFrom('orders')
      .select(['upload_path', 'original_file_path', 'result_file_path'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const objects: Array<[string, string | null]> = [
      [UPLOADS_BUCKET, row.upload_path],
      [UPLOADS_BUCKET, row.original_file_path],
      [RESULTS_BUCKET, row.result_file_path],
    ];
    const found: Record<string, boolean> = {};
    for (const [bucket, path] of objects) {
      if (path) found[`${bucket}/${path}`] = (await server.services.storage.stat(bucket, path)) !== null;
    }
    return found;
  }

  /** Ended orders of the whole database whose files are still kept. */
  async function ordersWithFiles(): Promise<number> {
    const { count } = await server.services.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('files_deleted_at', 'is', null)
      .where('status', 'in', ['completed', 'needs_fix', 'failed'])
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it('deletes the files once the retention has passed; the order keeps its figures and downloads say why', async () => {
    const user = await createTestUser(server, { firstName: 'Ada' });
    const client = clientFor(user);
    const done = await endedOrder(user, leadsCsv(6));
    expect(done.status).toBe('completed');
    expect(done.filesDeletedAt).toBeNull();
    const deleteAt = Date.parse(done.filesDeleteAt ?? '');
    const endedAt = deleteAt - RETENTION_DAYS * DAY_MS;
    expect(endedAt).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
    expect(endedAt).toBeLessThanOrEqual(Date.now());
    const before = await storedFiles(done.id);
    expect(Object.values(before)).not.toContain(false);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(2);
    const summary = await client.dashboard.summary();
    const transactions = (await client.creditTransactions.list({ limit: 20, offset: 0 })).items;

    // A minute before: nothing of this order goes.
    await deleteExpiredFiles(server.services, new Date(deleteAt - 60_000));
    expect((await client.orders.retrieve(done.id)).filesDeletedAt).toBeNull();
    expect(Object.values(await storedFiles(done.id))).not.toContain(false);

    const now = new Date(deleteAt + 60_000);
    expect(await deleteExpiredFiles(server.services, now)).toBeGreaterThanOrEqual(1);
    expect(Object.values(await storedFiles(done.id))).not.toContain(true);

    const after = await client.orders.retrieve(done.id);
    expect(after).toMatchObject({ filesDeletedAt: now.toISOString(), filesDeleteAt: null });
    expect(figures(after)).toEqual(figures(done));
    expect((await client.orders.listAll()).map(figures)).toEqual([figures(done)]);
    expect(await client.dashboard.summary()).toEqual(summary);
    expect((await client.creditTransactions.list({ limit: 20, offset: 0 })).items).toEqual(transactions);

    const day = now.toISOString().slice(0, 10);
    for (const file of ['original', 'results', 'results?filter=clean', 'original?limit=100']) {
      const text = await expectApiError(
        await authedFetch(server, user, `/api/orders/${done.id}/csv/${file}`),
        410,
        new RegExp(`^Files deleted after 30 days: this order's files were deleted on ${day} `),
        file,
      );
      expect(JSON.parse(text).error.code).toBe('files_deleted');
    }

    // The next run finds nothing left to do, and changes nothing.
    expect(await deleteExpiredFiles(server.services, new Date(deleteAt + 2 * DAY_MS))).toBe(0);
    expect((await client.orders.retrieve(done.id)).filesDeletedAt).toBe(now.toISOString());
  });

  it('deletes the upload of a needs_fix order as of any ended order', async () => {
    const user = await createTestUser(server);
    const done = await endedOrder(user, 'name,city\nAnn,Oslo\nBob,Rome\n');
    expect(done.status).toBe('needs_fix');
    expect(done.filesDeleteAt).toEqual(expect.any(String));
    const before = await storedFiles(done.id);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(1);
    expect(Object.values(before)).not.toContain(false);
    await deleteExpiredFiles(server.services, new Date(Date.parse(done.filesDeleteAt ?? '') + 1000));
    expect(Object.values(await storedFiles(done.id))).not.toContain(true);
    expect((await clientFor(user).orders.retrieve(done.id)).statusMessage).toBe(done.statusMessage);
  });

  it('never deletes the files of an open order, and refuses to delete them on request', async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const { id } = await client.orders.create({ type: 'upload_csv', requestDetails: { source: 'test' } });
    const ticket = await client.orders.uploadUrl(id);
    await fetch(
      `${server.url}/storage/v1/object/upload/sign/${ticket.bucket}/${ticket.path}?token=${ticket.token}`,
      { method: 'PUT', headers: { 'content-type': 'text/csv', 'x-upsert': 'true' }, body: leadsCsv(2) },
    );
    const pending = await client.orders.retrieve(id);
    expect(pending).toMatchObject({ status: 'pending', filesDeletedAt: null, filesDeleteAt: null });

    await deleteExpiredFiles(server.services, new Date(Date.now() + 10 * 365 * DAY_MS));
    expect(await server.services.storage.stat(ticket.bucket, ticket.path)).not.toBeNull();
    expect((await client.orders.retrieve(id)).filesDeletedAt).toBeNull();

    const refused = await client.orders.deleteFiles(id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).message).toMatch(
      /is still pending: its files can be deleted once it has ended/,
    );
    expect(await server.services.storage.stat(ticket.bucket, ticket.path)).not.toBeNull();
  });

  it('keeps files forever with a retention of 0', async () => {
    const user = await createTestUser(server);
    const done = await endedOrder(user, leadsCsv(2));
    const forever = { ...server.services, config: { ...server.services.config, fileRetentionDays: 0 } };
    expect(await deleteExpiredFiles(forever, new Date(Date.now() + 100 * 365 * DAY_MS))).toBe(0);
    expect(Object.values(await storedFiles(done.id))).not.toContain(false);
    expect((await clientFor(user).orders.retrieve(done.id)).filesDeletedAt).toBeNull();
  });

  it("deletes one order's files now on request, once; downloads say when", async () => {
    const user = await createTestUser(server);
    const client = clientFor(user);
    const done = await endedOrder(user, leadsCsv(3));
    const other = await endedOrder(user, leadsCsv(2));

    await client.orders.deleteFiles(done.id);
    expect(Object.values(await storedFiles(done.id))).not.toContain(true);
    const after = await client.orders.retrieve(done.id);
    expect(after.filesDeletedAt).toEqual(expect.any(String));
    expect(after.filesDeleteAt).toBeNull();
    expect(figures(after)).toEqual(figures(done));
    // The other order of the same user is untouched.
    expect(Object.values(await storedFiles(other.id))).not.toContain(false);

    const day = (after.filesDeletedAt ?? '').slice(0, 10);
    await expectApiError(
      await authedFetch(server, user, `/api/orders/${done.id}/csv/results`),
      410,
      new RegExp(`^Files deleted on ${day}: this order's files were deleted on request\\.`),
    );

    // Again: nothing to do, and the first date stays; the retention later passes it by.
    await client.orders.deleteFiles(done.id);
    expect((await client.orders.retrieve(done.id)).filesDeletedAt).toBe(after.filesDeletedAt);
    await deleteExpiredFiles(server.services, new Date(Date.now() + 40 * DAY_MS));
    expect((await client.orders.retrieve(done.id)).filesDeletedAt).toBe(after.filesDeletedAt);
  });

  it('shares the work between two runs at once: every order once, none left', async () => {
    const user = await createTestUser(server);
    await endedOrder(user, leadsCsv(2));
    await endedOrder(user, leadsCsv(3));
    const waiting = await ordersWithFiles();
    expect(waiting).toBeGreaterThanOrEqual(2);
    const now = new Date(Date.now() + 40 * DAY_MS);
    const [first, second] = await Promise.all([
      deleteExpiredFiles(server.services, now),
      deleteExpiredFiles(server.services, now),
    ]);
    expect(first + second).toBe(waiting);
    expect(await ordersWithFiles()).toBe(0);
  });
});
