/**
 * `GET /api/leads/facets` on both databases with the demo inventory embedded mode seeds: every count is what a quote
 * over the same value says matches, lists come most first with English country names, retired leads are not on
 * offer, and once real leads exist the facets describe them instead (as quotes and purchases do).
 */
import type { LeadFacetsResponse, LeadIcpInput } from '@leadproof/contract/leads';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { createTestUser } from '../testing/test-users';
import { importLeads } from './import-leads';
import { testLeadsCsv } from './test-leads';

const isSortedByCount = (items: Array<{ count: number }>) =>
  items.every((item, i) => i === 0 || (items[i - 1]?.count ?? 0) >= item.count);

describe.each(singleDatabaseKinds)('lead facets on %s', (kind) => {
  let server: TestServer;
  let client: Leadproof;

  beforeAll(async () => {
    server = await startTestServer(kind, { LEADS_DEMO_INVENTORY: 'on', EMAIL_DNS: 'off' });
    const user = await createTestUser(server);
    client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  /** How many leads a quote says match `icp`. */
  const matching = async (icp: LeadIcpInput) => (await client.leads.quote({ icp, count: 1 })).matching;

  it('counts the demo inventory on offer as quotes do', async () => {
    const facets = await client.leads.facets();
    expect(facets.demo).toBe(true);
    expect(facets.total).toBeGreaterThan(0);
    for (const list of [facets.industries, facets.countries, facets.seniorities, facets.companySizes]) {
      expect(list.length).toBeGreaterThan(0);
      expect(isSortedByCount(list)).toBe(true);
      expect(list.every((item) => item.count > 0)).toBe(true);
    }
    const industries = facets.industries.map((item) => item.value);
    const countries = facets.countries.map((item) => item.value);
    const everything = { industries, countries };
    // Every lead has an industry and a country: their counts add up to the total, which a quote of all matches.
    expect(facets.industries.reduce((sum, item) => sum + item.count, 0)).toBe(facets.total);
    expect(facets.countries.reduce((sum, item) => sum + item.count, 0)).toBe(facets.total);
    expect(await matching(everything)).toBe(facets.total);

    for (const item of facets.industries) {
      expect(await matching({ industries: [item.value], countries }), item.value).toBe(item.count);
    }
    for (const item of facets.countries) {
      expect(item.name).toBe(new Intl.DisplayNames(['en'], { type: 'region' }).of(item.value));
      expect(await matching({ industries, countries: [item.value] }), item.value).toBe(item.count);
    }
    expect(facets.countries.find((item) => item.value === 'US')?.name).toBe('United States');
    for (const item of facets.seniorities) {
      expect(await matching({ ...everything, seniorities: [item.value] }), item.value).toBe(item.count);
    }
    for (const band of facets.companySizes) {
      // A size range matches every band inside it: the facets of those bands add up to the quote.
      const inside = facets.companySizes.filter(
        (other) =>
          other.min >= band.min && (band.max === null || (other.max !== null && other.max <= band.max)),
      );
      const range = band.max === null ? { min: band.min } : { min: band.min, max: band.max };
      expect(await matching({ ...everything, companySizes: [range] }), JSON.stringify(band)).toBe(
        inside.reduce((sum, other) => sum + other.count, 0),
      );
    }
  });

  it('leaves retired leads out, and describes the real inventory once there is one', async () => {
    const before = await client.leads.facets();
    const top = before.industries[0] as LeadFacetsResponse['industries'][number];
    const retired = await server.services.database.db
      .updateTable('leads')
      .set({ retired_at: new Date(), retired_reason: 'test' })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('leads')
          .select('id')
          .where('demo', '=', true)
          .where('industry', '=', top.value)
          .limit(1),
      )
      .executeTakeFirst();
    expect(Number(retired.numUpdatedRows)).toBe(1);
    const after = await client.leads.facets();
    expect(after.total).toBe(before.total - 1);
    expect(after.industries.find((item) => item.value === top.value)?.count).toBe(top.count - 1);

    await importLeads(server.services.database, testLeadsCsv('Robotics', 3, { label: 'real-robotics' }).csv, {
      demo: false,
      offline: true,
    });
    await importLeads(
      server.services.database,
      testLeadsCsv('robotics', 2, { label: 'real-robotics-de', country: 'DE', size: '10001+' }).csv,
      { demo: false, offline: true },
    );
    const real = await client.leads.facets();
    expect(real).toMatchObject({
      demo: false,
      total: 5,
      // Industries match whatever their case, so two spellings are one value, in its most common spelling.
      industries: [{ value: 'Robotics', count: 5 }],
      countries: [
        { value: 'US', name: 'United States', count: 3 },
        { value: 'DE', name: 'Germany', count: 2 },
      ],
      companySizes: [
        { min: 51, max: 200, count: 3 },
        { min: 10001, max: null, count: 2 },
      ],
    });
    expect(await matching({ industries: ['ROBOTICS'], countries: ['US', 'DE'] })).toBe(5);
  });
});
