/**
 * The bounce guarantee's review findings on both databases (issue #37). The review cap (F1, F2): 5 % of each
 * order's charged rows, counting what earlier reports took or hold for that order, and never pooled across orders;
 * a forged log split into several reports, or an address of a big order put beside all of a small one, waits for
 * the operator. Matching (F5): a formula-guarded results cell and a Unicode domain match the log's addresses.
 * A report left `processing` by a lost job (F7) is requeued, or failed once stale, and its log then follows the
 * file retention. An order's verdicts recorded again (a retried delivery, F6) replace the earlier ones.
 */
import { Readable } from 'node:stream';
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, hard, sendgridLog, uploadBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { insertOrderWithVerdicts } from '../testing/verdict-orders';
import { addressHash, addressHashHex } from './address-hash';
import { deleteExpiredBounceFiles } from './bounce-file-retention';
import { reviveBounceReports, STALE_PROCESSING_MS } from './bounce-report-job';
import { recordOrderVerdicts } from './record-address-verdicts';
import { approveBounceReport, rejectBounceReport } from './review-bounce-reports';

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);

describe.each(databaseKinds)('bounce review cap on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '1000' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  async function newUser(): Promise<{ user: TestUser; client: Leadproof }> {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    await client.users.balance();
    return { user, client };
  }

  it("counts earlier reports' refunds of an order against its cap (a forged log split in several)", async () => {
    const { user, client } = await newUser();
    const valid = addresses('split', 200);
    await insertOrderWithVerdicts(server.services, user.id, { valid, risky: [] });
    const before = await auditCreditLedger(client);
    // Cap 10: 9 new hard bounces fit once; the next 9 would make 18 for the order.
    const first = await uploadBounceReport(server, user, sendgridLog(valid.slice(0, 9).map(hard)));
    expect(first).toMatchObject({ status: 'completed', refundedCredits: 9, reviewCap: 9 });
    const second = await uploadBounceReport(server, user, sendgridLog(valid.slice(9, 18).map(hard)));
    expect(second).toMatchObject({
      status: 'awaiting_review',
      refundedCredits: 0,
      refundableCredits: 9,
      reviewCap: 1,
    });
    expect(second.statusMessage).toMatch(/operator reviews this report/);
    // A claim held for review counts too: one more bounce still waits.
    const third = await uploadBounceReport(server, user, sendgridLog([hard(valid[18]!)]));
    expect(third).toMatchObject({ status: 'awaiting_review', refundableCredits: 1, reviewCap: 0 });
    // Once rejected, its claims are free again and no longer count against the cap.
    await rejectBounceReport(server.services.database, second.id);
    await rejectBounceReport(server.services.database, third.id);
    const fourth = await uploadBounceReport(server, user, sendgridLog([hard(valid[19]!)]));
    expect(fourth).toMatchObject({ status: 'completed', refundedCredits: 1 });
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 10);
    expect(after.sum).toBe(after.balance);
  });

  it('caps each order on its own: a big order does not unlock a small one', async () => {
    const { user, client } = await newUser();
    const big = addresses('big', 400);
    const small = addresses('small', 20);
    const bigOrder = await insertOrderWithVerdicts(server.services, user.id, { valid: big, risky: [] });
    const smallOrder = await insertOrderWithVerdicts(server.services, user.id, { valid: small, risky: [] });
    const before = await auditCreditLedger(client);
    // 21 claims against 420 charged rows pooled (cap 21), but 20 of them against the small order's 20 rows (cap 1).
    const mixed: BounceReport = await uploadBounceReport(
      server,
      user,
      sendgridLog([big[0]!, ...small].map(hard)),
    );
    expect(mixed).toMatchObject({ status: 'awaiting_review', refundedCredits: 0, refundableCredits: 21 });
    expect(mixed.matched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: smallOrder, refundable: 20, chargedRows: 20 }),
        expect.objectContaining({ orderId: bigOrder, refundable: 1, chargedRows: 400 }),
      ]),
    );
    expect(mixed.reviewCap).toBe(2);
    expect(mixed.statusMessage).toMatch(/20 credits for order .{8} .*more than 5 % of its 20 charged rows/);
    expect((await auditCreditLedger(client)).balance).toBe(before.balance);
  });

  it("counts only the orders a report claims from: an order's match already refunded adds no room", async () => {
    const { user } = await newUser();
    const big = addresses('refunded', 400);
    const small = addresses('tiny', 20);
    await insertOrderWithVerdicts(server.services, user.id, { valid: big, risky: [] });
    await insertOrderWithVerdicts(server.services, user.id, { valid: small, risky: [] });
    const first = await uploadBounceReport(server, user, sendgridLog([hard(big[0]!)]));
    expect(first).toMatchObject({ status: 'completed', refundedCredits: 1 });
    // The big order's address again (already refunded) beside 2 of the small order's (cap 1).
    const second = await uploadBounceReport(
      server,
      user,
      sendgridLog([big[0]!, small[0]!, small[1]!].map(hard)),
    );
    expect(second).toMatchObject({ status: 'awaiting_review', refundableCredits: 2, reviewCap: 1 });
  });

  it("matches a formula-guarded results cell and a Unicode domain to the log's plain and punycode addresses", async () => {
    const { user } = await newUser();
    const orderId = await insertOrderWithVerdicts(server.services, user.id, {
      valid: ["'-john@example.com", 'jane@münchen.de', ...addresses('filler', 38)],
      risky: [],
    });
    const matched = await uploadBounceReport(
      server,
      user,
      sendgridLog(['-john@example.com', 'jane@xn--mnchen-3ya.de'].map(hard)),
    );
    expect(matched).toMatchObject({
      status: 'completed',
      refundedCredits: 2,
      matched: [{ orderId, validHardBounces: 2, refundable: 2, chargedRows: 40 }],
    });
  });

  it('tells an address held by a report awaiting review so, and refunds it once, by the report approved', async () => {
    const { user, client } = await newUser();
    const first = addresses('held', 200);
    const second = addresses('other', 200);
    await insertOrderWithVerdicts(server.services, user.id, { valid: first, risky: [] });
    await insertOrderWithVerdicts(server.services, user.id, { valid: second, risky: [] });
    const before = await auditCreditLedger(client);
    // 12 of the first order's 200 rows: over its cap of 10, so the report waits.
    const held = await uploadBounceReport(server, user, sendgridLog(first.slice(0, 12).map(hard)));
    expect(held).toMatchObject({ status: 'awaiting_review', refundableCredits: 12 });
    // Two of those beside 11 of the second order's (over its cap too): the two are the held report's.
    const later = await uploadBounceReport(
      server,
      user,
      sendgridLog([first[0]!, first[1]!, ...second.slice(0, 11)].map(hard)),
    );
    expect(later).toMatchObject({ status: 'awaiting_review', refundableCredits: 11 });
    expect(later.notRefundable).toEqual([
      {
        reason: 'awaiting_review',
        addresses: 2,
        reportIds: [held.id],
        message: expect.stringContaining(`awaiting review in report ${held.id.slice(0, 8)}`),
      },
    ]);
    // Rejected, the held report's pairs go to the later report that listed them, refunded once it is approved.
    await rejectBounceReport(server.services.database, held.id);
    const { body: moved } = await apiJson<BounceReport>(server, user, `/api/bounce-reports/${later.id}`);
    expect(moved).toMatchObject({ status: 'awaiting_review', refundableCredits: 13 });
    expect(await approveBounceReport(server.services, later.id)).toBe(13);
    const again = await uploadBounceReport(server, user, sendgridLog([hard(first[0]!), hard(first[2]!)]));
    expect(again).toMatchObject({ status: 'completed', refundedCredits: 1 });
    expect(again.notRefundable).toEqual([
      expect.objectContaining({ reason: 'already_refunded', addresses: 1 }),
    ]);
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 14);
    expect(after.sum).toBe(after.balance);
  });

  it("matches a rejected report's file again when it is uploaded again, instead of calling it a duplicate", async () => {
    const { user } = await newUser();
    const valid = addresses('rejected', 100);
    await insertOrderWithVerdicts(server.services, user.id, { valid, risky: [] });
    const log = sendgridLog(valid.slice(0, 8).map(hard));
    const rejected = await uploadBounceReport(server, user, log);
    expect(rejected).toMatchObject({ status: 'awaiting_review', refundableCredits: 8 });
    await rejectBounceReport(server.services.database, rejected.id);
    // Its claims were given up: the same file is a new report, over the same cap, so the operator sees it again.
    const again = await uploadBounceReport(server, user, log);
    expect(again).toMatchObject({ status: 'awaiting_review', refundableCredits: 8, duplicateOf: null });
    // A file still counted (awaiting review, or settled) stays a duplicate.
    const replay = await uploadBounceReport(server, user, log);
    expect(replay).toMatchObject({ status: 'duplicate', duplicateOf: again.id });
  });

  /** A report whose job was lost (a worker killed on its last try, or a send lost after the commit). */
  async function lostReport(user: TestUser, ageMs: number): Promise<string> {
    const { database, storage } = server.services;
    const at = new Date(Date.now() - ageMs);
    const path = `${user.id}/bounces/lost-${at.getTime()}.csv`;
    await storage.write(
      'uploads',
      path,
      Readable.from([Buffer.from(sendgridLog([hard('lost0@example.com')]))]),
      'text/csv',
    );
    const row = await database.db
      .insertInto('bounce_reports')
      .values({
        user_id: user.id,
        status: 'processing',
        file_name: 'bounces.csv',
        upload_path: null,
        file_path: path,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const statusOf = async (id: string) =>
    server.services.database.db
      .selectFrom('bounce_reports')
      .select(['status', 'status_message', 'file_deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('requeues a report whose job was lost, and fails one stuck far past its job, saying what to do', async () => {
    const { user } = await newUser();
    await insertOrderWithVerdicts(server.services, user.id, { valid: addresses('lost', 40), risky: [] });
    const recent = await lostReport(user, 60_000);
    const stale = await lostReport(user, STALE_PROCESSING_MS + 60_000);
    expect(await reviveBounceReports(server.services)).toMatchObject({ failed: 1 });
    expect(await statusOf(stale)).toMatchObject({
      status: 'failed',
      status_message: expect.stringMatching(/not processed in time.*upload it again/),
    });
    // The recent one's job runs again and refunds its bounce.
    const deadline = Date.now() + 60_000;
    while ((await statusOf(recent)).status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await statusOf(recent)).toMatchObject({ status: 'completed' });
  });

  it("deletes the log of a report awaiting review after the retention, keeping its figures and its refund's review", async () => {
    const { user, client } = await newUser();
    const valid = addresses('kept', 100);
    await insertOrderWithVerdicts(server.services, user.id, { valid, risky: [] });
    const waiting = await uploadBounceReport(server, user, sendgridLog(valid.slice(0, 8).map(hard)));
    expect(waiting).toMatchObject({ status: 'awaiting_review', refundableCredits: 8, fileDeletedAt: null });
    const { file_path } = await server.services.database.db
      .selectFrom('bounce_reports')
      .select('file_path')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    const before = await auditCreditLedger(client);
    await deleteExpiredBounceFiles(server.services, new Date(Date.now() + 40 * 24 * 3600 * 1000));
    expect(await server.services.storage.stat('uploads', file_path!)).toBeNull();
    const { body: kept } = await apiJson<BounceReport>(server, user, `/api/bounce-reports/${waiting.id}`);
    expect(kept).toMatchObject({
      status: 'awaiting_review',
      fileDeletedAt: expect.any(String),
      refundableCredits: 8,
      bounces: waiting.bounces,
      matched: waiting.matched,
      notRefundable: waiting.notRefundable,
    });
    expect(await approveBounceReport(server.services, waiting.id)).toBe(8);
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 8);
    expect(after.sum).toBe(after.balance);
  });

  it('deletes the log of a report stuck processing past the retention, like a failed one', async () => {
    const { user } = await newUser();
    const stuck = await lostReport(user, 40 * 24 * 3600 * 1000);
    await deleteExpiredBounceFiles(server.services);
    expect((await statusOf(stuck)).file_deleted_at).not.toBeNull();
  });

  it("replaces an order's verdicts when a retried delivery records them again", async () => {
    const { user } = await newUser();
    const { database } = server.services;
    const orderId = await insertOrderWithVerdicts(server.services, user.id, {
      valid: ['again0@example.com', 'again1@example.com'],
      risky: ['again2@example.com'],
    });
    // The retry reached other verdicts: again0 invalid, again1 risky, again2 valid.
    const retried = await tempFile(
      'results.csv',
      'lp_row,lp_email,lp_email_status\n1,again0@example.com,invalid\n2,again1@example.com,risky\n3,again2@example.com,valid\n',
    );
    await recordOrderVerdicts(database, { id: orderId, user_id: user.id }, retried);
    const rows = await database.db
      .selectFrom('address_verdicts')
      .select([addressHashHex('address_sha256').as('address_sha256'), 'status'])
      .where('source_id', '=', orderId)
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.address_sha256, row.status]))).toEqual({
      [addressHash('again1@example.com')]: 'risky',
      [addressHash('again2@example.com')]: 'valid',
    });
  });
});
