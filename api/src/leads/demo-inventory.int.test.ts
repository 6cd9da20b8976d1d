/**
 * The demo inventory as embedded mode seeds it, on both databases: seeded once, quoted and sold as demo
 * data (marked in the quote, the order and every results row), and set aside once real leads exist.
 */

import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { seedDemoInventory } from './demo/seed-demo-inventory';
import { importLeads } from './import-leads';
import { readCsvObjects, testLeadsCsv } from './test-leads';

describe.each(singleDatabaseKinds)('the demo lead inventory on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { LEADS_DEMO_INVENTORY: 'on', EMAIL_DNS: 'off' });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('is seeded once, and sold as demo data', async () => {
    expect(await seedDemoInventory(server.services.database, createLogger('error'))).toBe(0);
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const icp = {
      industries: ['Software'],
      countries: ['US'],
      seniorities: ['vp' as const, 'director' as const],
    };
    const quote = await client.leads.quote({ icp, count: 10 });
    expect(quote).toMatchObject({ count: 10, cost: 15, pricePerRow: 1.5, demo: true });
    expect(quote.available).toBeGreaterThanOrEqual(10);
    const { id } = await client.orders.create({
      type: 'buy_leads',
      requestDetails: { source: 'icp', icp, count: 10 },
    });
    const order = await client.waitForOrder(id, { intervalMs: 200 });
    expect(order).toMatchObject({ status: 'completed', rowCount: 10, creditsUsed: 15, demo: true });
    const rows = await readCsvObjects(await client.orders.resultsCsv(id));
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row['Demo Data']).toBe('yes: fictitious person from the demo inventory');
      expect(['vp', 'director']).toContain(row.lp_seniority);
      expect(row.Email).toMatch(/\.example$/);
    }
    // The first real lead switches purchases to the real inventory: orders never mix the two.
    await importLeads(server.services.database, testLeadsCsv('Software', 3, { label: 'real-software' }).csv, {
      demo: false,
      offline: true,
    });
    expect(
      await client.leads.quote({ icp: { industries: ['Software'], countries: ['US'] }, count: 3 }),
    ).toMatchObject({
      matching: 3,
      demo: false,
    });
  });
});
