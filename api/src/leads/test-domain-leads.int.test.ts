/**
 * With `EMAIL_TEST_DOMAINS=on` (tests with a private DNS), `.test` addresses are ordinary ones everywhere the engine
 * checks leads: the inventory import keeps them, and a purchase's re-verification delivers them, as an upload's
 * verification and a real-time check already did.
 */

import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineEmailOptions } from '../config/engine-email-options';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { importLeads } from './import-leads';
import { testLeadsCsv } from './test-leads';

const COUNT = 4;

describe.each(databaseKinds)('leads at .test domains with EMAIL_TEST_DOMAINS=on, on %s', (kind) => {
  const industry = 'Test Domains';
  const { csv, people } = testLeadsCsv(industry, COUNT, { tld: 'test' });
  let dns: ZoneDnsServer;
  let server: TestServer;

  beforeAll(async () => {
    const zones = Object.fromEntries(
      people.map(({ email }) => {
        const domain = email.split('@')[1]!;
        return [domain, { mx: [{ exchange: `mx.${domain}`, priority: 10 }] }];
      }),
    );
    dns = await startZoneDnsServer(zones);
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '50',
      EMAIL_DNS: 'on',
      EMAIL_DNS_SERVERS: dns.server,
      EMAIL_TEST_DOMAINS: 'on',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await dns?.close();
  });

  it('imports them, and a purchase delivers every one at its price', async () => {
    const report = await importLeads(server.services.database, csv, {
      demo: false,
      ...engineEmailOptions(server.services.config),
    });
    expect(report).toMatchObject({ rows: COUNT, imported: COUNT, skipped: {} });

    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const { id } = await client.orders.create({
      type: 'buy_leads',
      requestDetails: {
        source: 'icp',
        icp: { industries: [industry.toLowerCase()], countries: ['us'] },
        count: COUNT,
      },
    });
    const order = await client.waitForOrder(id, { intervalMs: 200 });
    expect(order).toMatchObject({ status: 'completed', rowCount: COUNT, creditsUsed: 1.5 * COUNT });
    const results = await client.orders.resultsCsv(id);
    for (const { email } of people) expect(results).toContain(email);
  });
});
