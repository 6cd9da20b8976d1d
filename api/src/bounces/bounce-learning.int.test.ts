/**
 * Learning without leaking (issue 37 item 6) on both databases: an address a customer's bounce report says
 * hard-bounced is `invalid`/`mailbox_not_found` with the evidence "reported bounce (date)" in that customer's later
 * orders and real-time checks, and in nobody else's; across customers only a per-domain share of bounced catch-all
 * addresses is used, and only once several customers' checks back it.
 */

import type { VerifyContactResponse } from '@leadproof/contract/verify';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRows } from '../orders/testing/insert-order-rows';
import { hard, sendgridLog, uploadBounceReport } from '../testing/bounce-uploads';
import { tempFile } from '../testing/csv-fixtures';
import { parseCsv } from '../testing/parse-csv';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { addressHash, addressHashBytes } from './address-hash';
import { catchAllCalibration, MIN_CATCH_ALL_CHECKS } from './catch-all-calibration';

const GONE = 'gone.person@acme.test';
const KEPT = 'kept.person@acme.test';
const LIST = ['email,first_name', `${GONE},Gone`, `${KEPT},Kept`, ''].join('\n');

describe.each(databaseKinds)('learning from bounce reports on %s', (kind) => {
  let dns: ZoneDnsServer;
  let server: TestServer;
  let reporter: TestUser;
  let other: TestUser;
  let reportedOn = '';

  beforeAll(async () => {
    dns = await startZoneDnsServer({ 'acme.test': { mx: [{ exchange: 'mx.acme.test', priority: 10 }] } });
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '100',
      EMAIL_DNS: 'on',
      EMAIL_DNS_SERVERS: dns.server,
      EMAIL_TEST_DOMAINS: 'on',
      VERIFY_RATE_LIMIT_BURST: '1000',
    });
    reporter = await createTestUser(server);
    other = await createTestUser(server);
    // The reporter's platform says GONE hard-bounced; nobody ever checked it, so nothing is refunded.
    const report = await uploadBounceReport(server, reporter, sendgridLog([hard(GONE)]));
    expect(report).toMatchObject({ status: 'completed', refundedCredits: 0 });
    reportedOn = report.createdAt.slice(0, 10);
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await dns?.close();
  });

  const verify = async (user: TestUser, email: string) => {
    const response = await authedFetch(server, user, '/api/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as VerifyContactResponse;
  };

  const orderResults = async (user: TestUser) => {
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const order = await client.uploadCsv(await tempFile('list.csv', LIST));
    const done = await client.waitForOrder(order.id, { intervalMs: 250 });
    expect(done.status).toBe('completed');
    const response = await authedFetch(server, user, `/api/orders/${order.id}/csv/results`);
    const [header, ...rows] = parseCsv(await response.text());
    const column = (name: string) => header!.lastIndexOf(name);
    const byEmail = new Map(rows.map((row) => [row[0], row]));
    return {
      done,
      cell: (email: string, name: string) => byEmail.get(email)?.[column(name)],
    };
  };

  it("makes the reporter's later real-time checks of the address invalid, with the report's date as evidence", async () => {
    const verdict = await verify(reporter, GONE.toUpperCase());
    expect(verdict.email).toMatchObject({
      status: 'invalid',
      reasons: ['mailbox_not_found'],
      smtp: `reported bounce (${reportedOn})`,
      mx: '',
    });
    expect(verdict.email.checkedAt.slice(0, 10)).toBe(reportedOn);
    // An address the report did not name is checked as ever.
    expect((await verify(reporter, KEPT)).email.status).not.toBe('invalid');
  });

  it("makes the reporter's later orders call the address invalid, with the evidence in the results", async () => {
    const { done, cell } = await orderResults(reporter);
    expect(cell(GONE, 'lp_email_status')).toBe('invalid');
    expect(cell(GONE, 'lp_email_reason')).toBe('mailbox_not_found');
    expect(cell(GONE, 'lp_email_smtp')).toBe(`reported bounce (${reportedOn})`);
    expect(cell(KEPT, 'lp_email_status')).not.toBe('invalid');
    expect(cell(KEPT, 'lp_email_smtp')).toBe('');
    // The order's figures count it as invalid; no mail server was asked, so the mailbox check did not run.
    expect(done.stats?.emails.invalid).toBe(1);
    expect(done.stats?.mailbox?.checked ?? false).toBe(false);
  });

  it('teaches another customer nothing: their checks of the same address are those of any other', async () => {
    const gone = await verify(other, GONE);
    const kept = await verify(other, KEPT);
    expect(gone.email.status).toBe(kept.email.status);
    expect(gone.email.reasons).toEqual(kept.email.reasons);
    expect(gone.email.smtp).toBe('');
    expect(gone.score).toBe(kept.score);
    const { cell } = await orderResults(other);
    for (const name of ['lp_email_status', 'lp_email_reason', 'lp_email_smtp', 'lp_score']) {
      expect({ name, value: cell(GONE, name) }).toEqual({ name, value: cell(KEPT, name) });
    }
  });

  it('uses across customers only a per-domain share of bounced catch-all addresses, backed by 3 customers', async () => {
    const { db } = server.services.database;
    const checkedAt = new Date(Date.now() - 86_400_000);
    const customers = await Promise.all([0, 1, 2].map(() => createTestUser(server)));
    // Their first call makes their accounts.
    for (const customer of customers) await authedFetch(server, customer, '/api/users/me');
    // Each customer: catch-all verdicts on two domains, then a settled bounce report (so their checks count).
    // On rare.test none of their 30 bounced; on often.test 6 of 30 did (20 %); on lonely.test one customer only.
    // unfinished.test's verdicts are of orders that failed or still run: they say nothing yet, however they bounced.
    let n = 0;
    for (const [index, customer] of customers.entries()) {
      const order = (status: 'completed' | 'failed' | 'in_progress') =>
        insertOrderRows(server.services.database, [
          { user_id: customer.id, type: 'upload_csv', status, request_details: JSON.stringify({}) },
        ]).then(([row]) => row!.id);
      const [completed, failed, running] = await Promise.all([
        order('completed'),
        order('failed'),
        order('in_progress'),
      ]);
      const verdicts = (domain: string, count: number, sourceId = completed) =>
        Array.from({ length: count }, (_, i) => ({
          user_id: customer.id,
          source_id: sourceId,
          source: 'order' as const,
          address_sha256: addressHashBytes(addressHash(`p${i}.${index}@${domain}`)),
          status: 'risky' as const,
          checked_at: checkedAt,
          domain,
          catch_all: true,
        }));
      await db
        .insertInto('address_verdicts')
        .values([
          ...verdicts('rare.test', 10),
          ...verdicts('often.test', 10),
          ...(index === 0 ? verdicts('lonely.test', MIN_CATCH_ALL_CHECKS) : []),
          ...verdicts('unfinished.test', 10, index === 1 ? running : failed),
        ])
        .execute();
      const bounced = [0, 1].flatMap((i) => [
        hard(`p${i}.${index}@often.test`),
        hard(`p${i}.${index}@unfinished.test`),
      ]);
      if (index === 0) bounced.push(...[0, 1, 2, 3, 4].map((i) => hard(`p${i}.${index}@lonely.test`)));
      await uploadBounceReport(server, customer, sendgridLog(bounced), `bounces-${n++}.csv`);
    }
    const calibration = await catchAllCalibration(server.services.database, [
      'rare.test',
      'often.test',
      'lonely.test',
      'unfinished.test',
      'acme.test',
    ]);
    // Only words per domain come out: no address, no count, no customer.
    expect(Object.fromEntries(calibration)).toEqual({ 'rare.test': 'rare', 'often.test': 'frequent' });
  });
});
