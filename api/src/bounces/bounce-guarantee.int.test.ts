/**
 * The bounce guarantee end to end on both databases (issue #37): an order whose results call addresses valid or
 * risky, then bounce logs uploaded through the signed-upload flow and read by the report job. Exactly one credit
 * comes back per hard bounce of an address we called valid, once per (order, address); a replayed file changes
 * nothing; a report above 5 % of the order's charged rows waits for the operator; the ledger sums to the balance.
 * Each order a settled report touches shows its measured accuracy (valid addresses N, reported hard bounces M,
 * 1 − M/N); the account export carries the reports and their logs.
 */
import type { BounceReport } from '@leadproof/contract/bounce-reports';
import { Leadproof } from '@leadproof/sdk/node';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseOrderData } from '../account/erase-order-data';
import { apiJson, hard, sendgridLog, soft, uploadBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { insertOrderWithVerdicts } from '../testing/verdict-orders';
import { applyBounceReport } from './apply-bounce-report';
import { approveBounceReport, rejectBounceReport } from './review-bounce-reports';

// 195 addresses called valid and 205 risky: a cap of 20 credits for the order.
const CHARGED_ROWS = 400;
const valid = (i: number) => `valid${i}@example.com`;
const risky = (i: number) => `risky${i}@example.com`;

describe.each(databaseKinds)('bounce guarantee on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let client: Leadproof;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { FREE_TRIAL_CREDITS: '1000' });
    user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    // The first call makes the account (and its trial credits).
    await client.users.balance();
    // A completed order of 400 charged rows: 195 addresses called valid, 205 risky (catch-all).
    orderId = await insertOrderWithVerdicts(server.services, user.id, {
      valid: Array.from({ length: 195 }, (_, i) => valid(i)),
      risky: Array.from({ length: 205 }, (_, i) => risky(i)),
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const api = <T>(pathname: string, init?: RequestInit) => apiJson<T>(server, user, pathname, init);
  const report = (content: string, fileName?: string) => uploadBounceReport(server, user, content, fileName);

  /** The order's measured accuracy as the API answers it. */
  const measured = async (id = orderId) => (await client.orders.retrieve(id)).measuredAccuracy;
  const accuracy = (validAddresses: number, reportedHardBounces: number) => ({
    validAddresses,
    reportedHardBounces,
    accuracy: 1 - reportedHardBounces / validAddresses,
    measuredAt: expect.any(String),
  });

  // 5 hard bounces of valid addresses, 2 of risky ones, 3 soft bounces (of valid addresses) and 2 addresses we
  // never checked.
  const first = sendgridLog([
    ...[0, 1, 2, 3, 4].map((i) => hard(valid(i))),
    ...[0, 1].map((i) => hard(risky(i))),
    ...[10, 11, 12].map((i) => soft(valid(i))),
    hard('stranger1@example.org'),
    hard('stranger2@example.org'),
  ]);
  let firstReport: BounceReport;

  it('gives exactly 1 credit back per hard bounce of an address we called valid, as one refund', async () => {
    const before = await auditCreditLedger(client);
    expect(await measured()).toBeNull();
    firstReport = await report(first);
    expect(firstReport).toMatchObject({
      status: 'completed',
      format: 'sendgrid',
      fileName: 'bounces.csv',
      rowsRead: 12,
      bounces: { hard: 9, soft: 3, unknown: 0 },
      matched: [{ orderId, validHardBounces: 5, refundable: 5, chargedRows: CHARGED_ROWS }],
      refundedCredits: 5,
      refundableCredits: 5,
      reviewCap: 5,
    });
    expect(
      Object.fromEntries(firstReport.notRefundable.map((item) => [item.reason, item.addresses])),
    ).toEqual({
      soft_bounce: 3,
      not_checked: 2,
      called_risky: 2,
    });
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 5);
    expect(after.sum).toBe(after.balance);
    const refunds = after.transactions.filter((t) => t.reason === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 5,
      description: 'Bounce guarantee: 5 addresses we called valid bounced',
    });
    const linked = await server.services.database.db
      .selectFrom('credit_transactions')
      .select('bounce_report_id')
      .where('id', '=', refunds[0]!.id)
      .executeTakeFirstOrThrow();
    expect(linked.bounce_report_id).toBe(firstReport.id);
  });

  it("measures the order's accuracy: valid addresses, reported hard bounces, 1 − M/N", async () => {
    // Of the 195 addresses the order called valid, 5 hard-bounced; risky, soft and unknown ones do not count.
    const order = await client.orders.retrieve(orderId);
    expect(order.measuredAccuracy).toEqual(accuracy(195, 5));
    expect(order.measuredAccuracy?.accuracy).toBeCloseTo(0.9744, 4);
    expect(Date.parse(order.measuredAccuracy?.measuredAt ?? '')).toBe(
      Date.parse(firstReport.completedAt ?? ''),
    );
    // The list answers the same.
    const listed = (await client.orders.listAll()).find((item) => item.id === orderId);
    expect(listed?.measuredAccuracy).toEqual(order.measuredAccuracy);
  });

  it('changes nothing for a replay of the same file', async () => {
    const before = await auditCreditLedger(client);
    const replay = await report(first, 'bounces-again.csv');
    expect(replay).toMatchObject({ status: 'duplicate', duplicateOf: firstReport.id, refundedCredits: 0 });
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance);
    expect(after.transactions).toHaveLength(before.transactions.length);
    expect(await measured()).toEqual(accuracy(195, 5));
  });

  it('refunds each (order, address) once, whatever the number of reports', async () => {
    const before = await auditCreditLedger(client);
    // Other bytes (another order of rows, one new hard bounce), so not a replay.
    const again = await report(sendgridLog([hard(valid(5)), ...[4, 3, 2, 1, 0].map((i) => hard(valid(i)))]));
    expect(again).toMatchObject({
      status: 'completed',
      refundedCredits: 1,
      matched: [{ orderId, validHardBounces: 6, refundable: 1 }],
    });
    expect(again.notRefundable).toEqual([
      expect.objectContaining({ reason: 'already_refunded', addresses: 5 }),
    ]);
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 1);
    expect(after.sum).toBe(after.balance);
    // An address reported again is one hard bounce, not two.
    expect(await measured()).toEqual(accuracy(195, 6));
  });

  it('holds a refund above 5 % of the charged rows, counting earlier refunds, and gives it once approved', async () => {
    const before = await auditCreditLedger(client);
    const forged = await report(sendgridLog(Array.from({ length: 20 }, (_, i) => hard(valid(100 + i)))));
    expect(forged).toMatchObject({
      status: 'awaiting_review',
      refundedCredits: 0,
      refundableCredits: 20,
      // 20 of the order's 400 rows, less the 6 refunded before.
      reviewCap: 14,
    });
    expect(forged.statusMessage).toMatch(/operator reviews this report/);
    expect((await auditCreditLedger(client)).balance).toBe(before.balance);
    // A report waiting for review does not count yet: it may be forged.
    expect(await measured()).toEqual(accuracy(195, 6));

    expect(await approveBounceReport(server.services, forged.id)).toBe(20);
    const { body: approved } = await api<BounceReport>(`/api/bounce-reports/${forged.id}`);
    expect(approved).toMatchObject({ status: 'completed', refundedCredits: 20 });
    await expect(approveBounceReport(server.services, forged.id)).rejects.toThrow(/not awaiting review/);
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 20);
    expect(after.sum).toBe(after.balance);
    // Approved, it counts.
    expect(await measured()).toEqual(accuracy(195, 26));
  });

  it('never counts the bounces of a report the operator rejects', async () => {
    const forged = await report(sendgridLog(Array.from({ length: 12 }, (_, i) => hard(valid(130 + i)))));
    expect(forged.status).toBe('awaiting_review');
    await rejectBounceReport(server.services.database, forged.id);
    expect(await measured()).toEqual(accuracy(195, 26));
    // Nor once another report is settled later (this one waits too: the order's 26 refunds are over its cap).
    const next = await report(sendgridLog([hard(valid(6))]));
    expect(next).toMatchObject({ status: 'awaiting_review', reviewCap: 0 });
    expect(await approveBounceReport(server.services, next.id)).toBe(1);
    expect(await measured()).toEqual(accuracy(195, 27));
  });

  it('fails a file it cannot read with what to fix, refunding nothing', async () => {
    const failed = await report('Name,Company\nAnn,Acme\n');
    expect(failed.status).toBe('failed');
    expect(failed.statusMessage).toMatch(/No e-mail column was found/);
  });

  it('refunds each pair once when reports of the same addresses are applied at the same time', async () => {
    const before = await auditCreditLedger(client);
    const { database } = server.services;
    // Two reports past upload-complete, read already: 3 addresses in both, 2 of their own each.
    const reports = await database.db
      .insertInto('bounce_reports')
      .values(
        [0, 1].map(() => ({
          user_id: user.id,
          status: 'processing' as const,
          file_name: null,
          upload_path: null,
          created_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const reading = (own: number[]) => ({
      format: 'generic' as const,
      rowsRead: 5,
      addresses: new Map([...[150, 151, 152, ...own].map((i) => [valid(i), 'hard' as const] as const)]),
    });
    const statuses = await Promise.all([
      applyBounceReport(server.services, reports[0]!, reading([160, 161])),
      applyBounceReport(server.services, reports[1]!, reading([170, 171])),
    ]);
    // Both over the order's cap: each holds its own claims for the operator.
    expect(statuses).toEqual(['awaiting_review', 'awaiting_review']);
    for (const held of reports) await approveBounceReport(server.services, held.id);
    const refunded = await database.db
      .selectFrom('bounce_reports')
      .select('refunded_credits')
      .where(
        'id',
        'in',
        reports.map((r) => r.id),
      )
      .execute();
    expect(refunded.map((r) => Number(r.refunded_credits)).sort()).toEqual([2, 5]);
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 7);
    expect(after.sum).toBe(after.balance);
    expect(await measured()).toEqual(accuracy(195, 34));
    // A job that runs again (its worker died after the commit) finds the report settled.
    expect(await applyBounceReport(server.services, reports[0]!, reading([160, 161]))).toBeUndefined();
    expect((await auditCreditLedger(client)).balance).toBe(after.balance);
  });

  it("lists the user's reports, newest first, and hides them from others", async () => {
    const { body } = await api<{ items: BounceReport[] }>('/api/bounce-reports?limit=100');
    expect(body.items).toHaveLength(9);
    expect(body.items.at(-1)?.id).toBe(firstReport.id);
    const other = await createTestUser(server);
    const response = await authedFetch(server, other, `/api/bounce-reports/${firstReport.id}`);
    expect(response.status).toBe(404);
  });

  it('counts an address two orders called valid as a bounce of each, refunded once', async () => {
    const before = await auditCreditLedger(client);
    const second = await insertOrderWithVerdicts(server.services, user.id, {
      valid: [valid(180), 'fresh0@example.com', 'fresh1@example.com', 'fresh2@example.com'],
      risky: [],
    });
    const shared = await report(sendgridLog([hard(valid(180)), hard('fresh0@example.com')]));
    // 2 credits are more than 5 % of the second order's 4 rows: the operator approves them.
    expect(shared).toMatchObject({ status: 'awaiting_review', refundableCredits: 2 });
    expect(await approveBounceReport(server.services, shared.id)).toBe(2);
    expect(shared.matched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: second, validHardBounces: 2, refundable: 2 }),
        expect.objectContaining({ orderId, validHardBounces: 1, refundable: 0 }),
      ]),
    );
    expect(await measured(second)).toEqual(accuracy(4, 2));
    expect(await measured()).toEqual(accuracy(195, 35));
    const after = await auditCreditLedger(client);
    // The second order's 4 credits, and 2 back.
    expect(after.balance).toBe(before.balance - 4 + 2);
    expect(after.sum).toBe(after.balance);
  });

  it('puts the bounce reports, and the bounce logs still kept, in the account export', async () => {
    const response = await authedFetch(server, user, '/api/users/me/export');
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name] as Uint8Array);
    const { body: listed } = await api<{ items: BounceReport[] }>('/api/bounce-reports?limit=100');
    expect(listed.items).toHaveLength(10);
    expect(JSON.parse(text('account.json')).bounceReports).toEqual(listed.items);
    const reports = text('bounce-reports.csv').trimEnd().split('\r\n');
    expect(reports[0]).toBe(
      'report_id,status,file_name,format,created_at,completed_at,rows_read,hard_bounces,soft_bounces,unknown_bounces,refunded_credits,refundable_credits,status_message,file_deleted_at',
    );
    expect(reports).toHaveLength(listed.items.length + 1);
    expect(reports.find((line) => line.startsWith(firstReport.id))).toMatch(
      /,completed,bounces\.csv,sendgrid,.*,12,9,3,0,5,5,,$/,
    );
    // Each uploaded log as it was uploaded; the two reports applied straight to the database have none.
    const logs = Object.keys(files).filter((name) => name.startsWith('bounce-logs/'));
    expect(logs.sort()).toEqual(
      listed.items
        .filter((item) => item.fileName !== null)
        .map((item) => `bounce-logs/${item.id}/${item.fileName}`)
        .sort(),
    );
    expect(logs).toHaveLength(8);
    expect(text(`bounce-logs/${firstReport.id}/bounces.csv`)).toBe(first);
    const orders = text('orders.csv').split('\r\n');
    expect(orders[0]).toMatch(/,mean_score,valid_addresses,reported_hard_bounces,measured_accuracy$/);
    expect(orders.find((line) => line.startsWith(orderId))).toMatch(
      new RegExp(`,195,35,${String(1 - 35 / 195).replace('.', '\\.')}$`),
    );
  });

  it("erases the bounce logs and the address records with the account's order data", async () => {
    const { database, storage } = server.services;
    const file = await database.db
      .selectFrom('bounce_reports')
      .select('file_path')
      .where('id', '=', firstReport.id)
      .executeTakeFirstOrThrow();
    expect(await storage.stat('uploads', file.file_path!)).not.toBeNull();
    await eraseOrderData(server.services, user.id);
    expect(await storage.stat('uploads', file.file_path!)).toBeNull();
    const left = await Promise.all(
      (['address_verdicts', 'bounce_refunds', 'bounced_verdicts'] as const).map((table) =>
        database.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute(),
      ),
    );
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
    const { body } = await api<BounceReport>(`/api/bounce-reports/${firstReport.id}`);
    expect(body).toMatchObject({ fileName: null, refundedCredits: 5 });
  });
});
