/**
 * Purchased leads under the bounce guarantee on both databases (issue #37, F13): a lead a `buy_leads` order sold as
 * valid that hard-bounces within 60 days gives 1 credit back, as an address an uploaded list's order called valid
 * does, once per (order, address), within the order's 5 % cap of its delivered leads.
 */
import { randomUUID } from 'node:crypto';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLeads } from '../leads/import-leads';
import { readCsvObjects, testLeadsCsv } from '../leads/test-leads';
import { hard, sendgridLog, uploadBounceReport } from '../testing/bounce-uploads';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';

const LEADS = 40;

describe.each(databaseKinds)('the bounce guarantee on purchased leads on %s', (kind) => {
  let dns: ZoneDnsServer;
  let server: TestServer;

  beforeAll(async () => {
    dns = await startZoneDnsServer({
      'leads-co.net': { mx: [{ exchange: 'mx.leads-co.net', priority: 10 }] },
    });
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '100',
      EMAIL_DNS: 'on',
      EMAIL_DNS_SERVERS: dns.server,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await dns?.close();
  });

  it('gives 1 credit back for a hard bounce of a lead we sold as valid, once', async () => {
    const industry = `Industry ${randomUUID().slice(0, 8)}`;
    // The people of a fresh industry, at a domain whose mail server the test DNS names.
    const csv = testLeadsCsv(industry, LEADS).csv.replace(/@([a-z0-9-]+)\.example\b/g, '.$1@leads-co.net');
    const imported = await importLeads(server.services.database, csv, { demo: false, offline: true });
    // The engine takes some of one domain's similar names for duplicates: those are not imported.
    const count = imported.imported;
    expect(count).toBeGreaterThan(20);
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    await client.users.balance();
    const { id } = await client.orders.create({
      type: 'buy_leads',
      requestDetails: {
        source: 'icp',
        icp: { industries: [industry.toLowerCase()], countries: ['us'] },
        count,
      },
    });
    const order = await client.waitForOrder(id, { intervalMs: 200 });
    expect(order).toMatchObject({ status: 'completed', rowCount: count });
    const rows = await readCsvObjects(await client.orders.resultsCsv(id));
    const sold = rows.filter((row) => row.lp_email_status === 'valid').map((row) => row.Email!);
    expect(sold.length).toBeGreaterThan(0);
    const before = await auditCreditLedger(client);

    const report = await uploadBounceReport(server, user, sendgridLog([hard(sold[0]!)]));
    expect(report).toMatchObject({
      status: 'completed',
      refundedCredits: 1,
      matched: [{ orderId: id, validHardBounces: 1, refundable: 1, chargedRows: count }],
    });
    const again = await uploadBounceReport(
      server,
      user,
      sendgridLog([hard(sold[0]!), hard('stranger@leads-co.net')]),
    );
    expect(again).toMatchObject({ status: 'completed', refundedCredits: 0 });
    expect(Object.fromEntries(again.notRefundable.map((item) => [item.reason, item.addresses]))).toEqual({
      already_refunded: 1,
      not_checked: 1,
    });
    const after = await auditCreditLedger(client);
    expect(after.balance).toBe(before.balance + 1);
    expect(after.sum).toBe(after.balance);
    expect((await client.orders.retrieve(id)).measuredAccuracy).toMatchObject({ reportedHardBounces: 1 });
  });
});
