/**
 * The bounce guarantee's privacy on both databases (issue #37 item 7): a bounce log is deleted `FILE_RETENTION_DAYS`
 * after its report ended or last changed (one awaiting review too; never with a retention of 0), the report keeping its figures;
 * the address records are pruned past the guarantee's 60 days, except a report's awaiting review, and the figures
 * they gave (the order's measured accuracy, the refunds) stay.
 */
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_BUCKET } from '../storage/object-storage';
import { apiJson, hard, sendgridLog, uploadBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { insertOrderWithVerdicts } from '../testing/verdict-orders';
import { deleteExpiredBounceFiles } from './bounce-file-retention';
import { pruneAddressRecords } from './prune-address-records';
import { approveBounceReport } from './review-bounce-reports';

const DAY_MS = 24 * 3600 * 1000;
const RETENTION_DAYS = 30;
const valid = (i: number) => `kept${i}@example.com`;

describe.each(databaseKinds)('bounce guarantee privacy on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '1000',
      FILE_RETENTION_DAYS: String(RETENTION_DAYS),
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** A new user with a completed order that called `validCount` addresses valid; the order's id. */
  async function customer(
    validCount: number,
  ): Promise<{ user: TestUser; client: Leadproof; orderId: string }> {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    await client.users.balance();
    const orderId = await insertOrderWithVerdicts(server.services, user.id, {
      valid: Array.from({ length: validCount }, (_, i) => valid(i)),
      risky: [],
    });
    return { user, client, orderId };
  }

  /** Whether each stored path of the report still exists. */
  async function storedLog(reportId: string): Promise<boolean[]> {
    const row = await server.services.database.db
      .selectFrom('bounce_reports')
      .select(['upload_path', 'file_path'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const found: boolean[] = [];
    for (const path of [row.upload_path, row.file_path]) {
      if (path) found.push((await server.services.storage.stat(UPLOADS_BUCKET, path)) !== null);
    }
    expect(found.length).toBeGreaterThanOrEqual(1);
    return found;
  }

  const retrieve = async (user: TestUser, id: string) =>
    (await apiJson<BounceReport>(server, user, `/api/bounce-reports/${id}`)).body;

  it('deletes a bounce log once the retention has passed; the report keeps its figures', async () => {
    const { user } = await customer(100);
    const done = await uploadBounceReport(server, user, sendgridLog([hard(valid(1)), hard(valid(2))]));
    expect(done).toMatchObject({ status: 'completed', refundedCredits: 2, fileDeletedAt: null });
    expect(await storedLog(done.id)).not.toContain(false);
    const deleteAt = Date.parse(done.completedAt ?? '') + RETENTION_DAYS * DAY_MS;

    await deleteExpiredBounceFiles(server.services, new Date(deleteAt - 60_000));
    expect(await storedLog(done.id)).not.toContain(false);
    expect((await retrieve(user, done.id)).fileDeletedAt).toBeNull();

    const now = new Date(deleteAt + 60_000);
    expect(await deleteExpiredBounceFiles(server.services, now)).toBe(1);
    expect(await storedLog(done.id)).not.toContain(true);
    const after = await retrieve(user, done.id);
    expect(after).toEqual({ ...done, fileDeletedAt: now.toISOString() });

    // The next run finds nothing left, and changes nothing.
    expect(await deleteExpiredBounceFiles(server.services, new Date(deleteAt + 2 * DAY_MS))).toBe(0);
    expect((await retrieve(user, done.id)).fileDeletedAt).toBe(now.toISOString());
  });

  it("keeps any log with a retention of 0, and deletes a waiting report's log after the retention, still approvable", async () => {
    const { user } = await customer(20);
    // 3 credits asked of an order of 20 charged rows: above its cap of 1, so it waits for the operator.
    const waiting = await uploadBounceReport(server, user, sendgridLog([1, 2, 3].map((i) => hard(valid(i)))));
    expect(waiting.status).toBe('awaiting_review');
    const later = new Date(Date.now() + 10 * RETENTION_DAYS * DAY_MS);
    const forever = { ...server.services, config: { ...server.services.config, fileRetentionDays: 0 } };
    expect(await deleteExpiredBounceFiles(forever, later)).toBe(0);
    expect(await storedLog(waiting.id)).not.toContain(false);

    // Waiting is no reason to keep a customer's log past the retention: the review needs the figures, not the file.
    await deleteExpiredBounceFiles(server.services, later);
    expect(await storedLog(waiting.id)).not.toContain(true);
    expect(await retrieve(user, waiting.id)).toMatchObject({
      status: 'awaiting_review',
      fileDeletedAt: later.toISOString(),
      refundableCredits: 3,
    });
    expect(await approveBounceReport(server.services, waiting.id)).toBe(3);
  });

  it("prunes the address records past 60 days, but a waiting report's, and keeps the figures they gave", async () => {
    const { db } = server.services.database;
    const { user, client, orderId } = await customer(40);
    const settled = await uploadBounceReport(server, user, sendgridLog([hard(valid(1))]));
    expect(settled).toMatchObject({ status: 'completed', refundedCredits: 1 });
    const waiting = await uploadBounceReport(
      server,
      user,
      sendgridLog([4, 5, 6, 7].map((i) => hard(valid(i)))),
    );
    expect(waiting).toMatchObject({ status: 'awaiting_review', refundableCredits: 4 });
    const measured = (await client.orders.retrieve(orderId)).measuredAccuracy;
    expect(measured).toMatchObject({ validAddresses: 40, reportedHardBounces: 1 });
    const rows = async () =>
      Promise.all(
        (['address_verdicts', 'bounce_refunds', 'bounced_verdicts'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<string>().as('count'))
                .where('user_id', '=', user.id)
                .executeTakeFirstOrThrow()
            ).count,
          ),
        ),
      );
    expect(await rows()).toEqual([40, 5, 5]);

    // Within the window nothing goes.
    await pruneAddressRecords(server.services, new Date(Date.now() + 59 * DAY_MS));
    expect(await rows()).toEqual([40, 5, 5]);

    await pruneAddressRecords(server.services, new Date(Date.now() + 61 * DAY_MS));
    // The verdicts go; the settled report's claim and pair go, the waiting report's stay.
    expect(await rows()).toEqual([0, 4, 4]);
    expect((await client.orders.retrieve(orderId)).measuredAccuracy).toEqual(measured);
    expect(await retrieve(user, settled.id)).toEqual(settled);

    // Approved after the prune, the waiting report still gives its refund, and the bounces count.
    const before = await auditCreditLedger(client);
    expect(await approveBounceReport(server.services, waiting.id)).toBe(4);
    expect((await auditCreditLedger(client)).balance).toBe(before.balance + 4);
    expect((await client.orders.retrieve(orderId)).measuredAccuracy).toMatchObject({
      validAddresses: 40,
      reportedHardBounces: 5,
    });
  });
});
