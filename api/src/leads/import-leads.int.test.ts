/**
 * The inventory import and the ICP filters against a real database (both kinds): which rows become
 * leads and why the others are skipped, refreshes of known leads, and the matching of each filter.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../open-database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-databases';
import { importLeads } from './import-leads';
import { formatImportReport } from './inventory-import-command';
import { quoteLeads } from './quote-leads';
import { testLeadsCsv } from './test-leads';

describe.each(databaseKinds)('lead inventory on %s', (kind) => {
  let testDb: TestDatabase;
  let database: Database;
  let userId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { migrated: true });
    database = await openDatabase(testDb.config);
    userId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        email: `${userId}@example.com`,
        first_name: null,
        last_name: null,
        company: null,
      })
      .execute();
  });

  afterAll(async () => {
    await database?.close();
    await testDb?.dispose();
  });

  it('keeps usable rows and reports every other row by reason', async () => {
    const header = 'First Name,Last Name,Title,Company,Industry,Company Size,Country,Region,Email,Phone';
    const ok = (
      first: string,
      email: string,
      phone: string,
      rest = 'VP of Sales,Acme Co,Software,51-200,US,CA',
    ) =>
      `${first},Okafor,${rest.split(',').slice(0, 2).join(',')},${rest.split(',').slice(2).join(',')},${email},${phone}`;
    const csv = [
      header,
      ok('Ada', 'ada@acme-import.example', '+12015550101'),
      ok('Bea', 'not-an-address', '+12015550102', 'VP of Sales,Beta Co,Software,51-200,US,CA'),
      ok('Cy', 'cy@mailinator.com', '+12015550103', 'VP of Sales,Gamma Co,Software,51-200,US,CA'),
      ok('Dee', 'info@delta-import.example', '+12015550104', 'VP of Sales,Delta Co,Software,51-200,US,CA'),
      ok('Eve', 'eve@eps-import.example', '', 'VP of Sales,Eps Co,Software,51-200,US,CA'),
      ok(
        'Fay',
        'fay@zeta-import.example',
        '+1 201 555 0000 000',
        'VP of Sales,Zeta Co,Software,51-200,US,CA',
      ),
      ok('Ada', 'ada@acme-import.example', '+12015550101'),
      ok('Gus', 'gus@eta-import.example', '+12015550108', 'VP of Sales,Eta Co,,51-200,US,CA'),
      ok('Hal', 'hal@theta-import.example', '+12015550109', 'VP of Sales,Theta Co,Software,lots,US,CA'),
      ok('Ivy', 'ivy@iota-import.example', '+12015550110', ',Iota Co,Software,51-200,US,CA'),
      ok('Jo', 'jo@kappa-import.example', '+12015550111', 'Head of IT,Kappa Co,Software,"10,001+",US,CA'),
    ].join('\n');
    const report = await importLeads(database, csv, { demo: false, offline: true });
    expect(report).toEqual({
      rows: 11,
      imported: 2,
      refreshed: 0,
      skipped: {
        email_invalid: 1,
        email_risky: 2,
        phone_missing: 1,
        phone_invalid: 1,
        duplicate: 1,
        missing_industry: 1,
        bad_company_size: 1,
        missing_title: 1,
      },
    });
    const jo = await database.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'jo@kappa-import.example')
      .executeTakeFirstOrThrow();
    expect(jo).toMatchObject({
      phone_e164: '+12015550111',
      seniority: 'director',
      company_size_min: 10001,
      company_size_max: null,
      country: 'US',
      region: 'CA',
      email_status: 'unknown',
      demo: false,
    });
    const text = formatImportReport('leads.csv', report);
    expect(text).toContain('leads.csv: 11 row(s) read');
    expect(text).toContain('2 new lead(s) added, 0 existing lead(s) refreshed');
    expect(text).toMatch(/2 {2}email_risky: e-mail risky/);
  });

  it('refreshes a lead imported again, and puts a retired one back on offer', async () => {
    const industry = `Refresh ${randomUUID().slice(0, 6)}`;
    const { csv, people } = testLeadsCsv(industry, 2);
    await importLeads(database, csv, { demo: false, offline: true, now: new Date('2025-01-01T00:00:00Z') });
    await database.db
      .updateTable('leads')
      .set({ retired_at: new Date(), retired_reason: 'email_invalid' })
      .where('email', '=', people[0]!.email)
      .execute();
    const again = await importLeads(database, csv, { demo: false, offline: true });
    expect(again).toMatchObject({ imported: 0, refreshed: 2 });
    const rows = await database.db
      .selectFrom('leads')
      .select(['retired_at', 'last_verified_at'])
      .where('industry', '=', industry)
      .execute();
    for (const row of rows) {
      expect(row.retired_at).toBeNull();
      expect(new Date(row.last_verified_at).getFullYear()).toBeGreaterThan(2025);
    }
  });

  it('matches each ICP filter: industry (any case), country, seniority, title keyword, company size', async () => {
    const industry = `Filters ${randomUUID().slice(0, 6)}`;
    const lots = [
      testLeadsCsv(industry, 3, { label: `${industry}-a`, title: 'VP of Sales', size: '51-200' }),
      testLeadsCsv(industry, 2, { label: `${industry}-b`, title: 'Software Engineer', size: '11-50' }),
      testLeadsCsv(industry, 4, { label: `${industry}-c`, title: 'Head of Marketing', size: '10001+' }),
      testLeadsCsv(industry, 1, {
        label: `${industry}-d`,
        title: 'VP of Sales',
        size: '51-200',
        country: 'DE',
      }),
    ];
    // German numbers for the German lead: the test CSV's phones are US numbers.
    const de = lots[3]!.csv.replace(/,\+1\d+\n$/, ',+4915123450001\n');
    for (const csv of [lots[0]!.csv, lots[1]!.csv, lots[2]!.csv, de]) {
      await importLeads(database, csv, { demo: false, offline: true });
    }
    const count = async (icp: Record<string, unknown>) =>
      (
        await quoteLeads(
          database,
          userId,
          { industries: [industry.toUpperCase()], countries: ['US'], ...icp },
          1,
        )
      ).matching;
    expect(await count({})).toBe(9);
    expect(await count({ countries: ['US', 'DE'] })).toBe(10);
    expect(await count({ seniorities: ['vp'] })).toBe(3);
    expect(await count({ seniorities: ['vp', 'director'] })).toBe(7);
    expect(await count({ titleKeywords: ['engineer'] })).toBe(2);
    expect(await count({ titleKeywords: ['sales', 'MARKETING'] })).toBe(7);
    expect(await count({ titleKeywords: ['%'] })).toBe(0);
    expect(await count({ companySizes: [{ min: 50, max: 200 }] })).toBe(3);
    expect(await count({ companySizes: [{ min: 100, max: 500 }] })).toBe(0);
    expect(await count({ companySizes: [{ min: 1000 }] })).toBe(4);
    expect(await count({ companySizes: [{ min: 1, max: 50 }, { min: 5000 }] })).toBe(6);
  });
});
