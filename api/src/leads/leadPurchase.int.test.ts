/**
 * Source + Verify end to end over HTTP (the SDK, as the CLI uses it), on both databases: quotes,
 * orders, concurrent orders, exclusion of the customer's own contacts, re-verification with
 * replacement or refund, and exact debits and refunds at 1.5 credits per delivered lead.
 */
import { randomUUID } from 'node:crypto';
import { OUTPUT_COLUMNS } from '@leadproof/engine';
import { ConflictError, leadIcpSchema, PaymentRequiredError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFile } from '../testing/csvFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { databaseKinds } from '../testing/testDatabases';
import { createTestUser, type TestUser } from '../testing/testUsers';
import { importLeads } from './importLeads';
import { readCsvObjects, testLeadsCsv } from './testLeads';

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('lead purchases on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '50',
      EMAIL_DNS: 'off',
      VERIFY_JOB_RETRIES: '1',
    });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
  const balanceOf = async (user: TestUser) => (await clientFor(user).users.balance()).balance;

  /** A signed-in customer with `credits` in total (the 50-credit trial plus a grant). */
  async function customer(credits = 50): Promise<TestUser> {
    const user = await createTestUser(server);
    await balanceOf(user);
    if (credits > 50) {
      await server.services.creditLedger.credit({
        userId: user.id,
        amount: credits - 50,
        reason: 'grant',
        description: 'Test credits',
        expiresAt: new Date(Date.now() + 90 * DAY),
        idempotencyKey: randomUUID(),
      });
    }
    return user;
  }

  /** Imports `count` fresh leads of a new industry; returns the industry and its people. */
  async function inventory(count: number) {
    const industry = `Industry ${randomUUID().slice(0, 8)}`;
    const { csv, people } = testLeadsCsv(industry, count);
    const report = await importLeads(server.services.database, csv, { demo: false, offline: true });
    expect(report).toMatchObject({ rows: count, imported: count, skipped: {} });
    return { industry, people, icp: { industries: [industry.toLowerCase()], countries: ['us'] } };
  }

  async function buy(user: TestUser, icp: { industries: string[]; countries: string[] }, count: number) {
    const client = clientFor(user);
    const { id } = await client.orders.create({
      type: 'buy_leads',
      requestDetails: { source: 'icp', icp, count },
    });
    return id;
  }

  async function delivered(user: TestUser, orderId: string) {
    const client = clientFor(user);
    const order = await client.waitForOrder(orderId, { intervalMs: 200 });
    const rows =
      order.status === 'completed' ? await readCsvObjects(await client.orders.resultsCsv(orderId)) : [];
    return { order, rows, leadIds: rows.map((row) => row['Lead ID']) };
  }

  it('delivers what the quote promised, in the engine schema, at exactly 1.5 credits a lead', async () => {
    const { icp } = await inventory(12);
    const user = await customer(100);
    const client = clientFor(user);
    expect(await client.leads.quote({ icp, count: 10 })).toEqual({
      matching: 12,
      available: 12,
      count: 10,
      pricePerRow: 1.5,
      cost: 15,
      demo: false,
    });
    const id = await buy(user, icp, 10);
    expect(await balanceOf(user)).toBe(85);
    const { order, rows } = await delivered(user, id);
    expect(order).toMatchObject({ type: 'buy_leads', status: 'completed', rowCount: 10, creditsUsed: 15 });
    expect(order.demo).toBeUndefined();
    // The order says what it was bought with (the dashboard's order detail shows it).
    expect(order.leadRequest).toEqual({ source: 'icp', icp: leadIcpSchema.parse(icp), count: 10 });
    expect(rows).toHaveLength(10);
    const header = Object.keys(rows[0]!);
    expect(header.slice(-OUTPUT_COLUMNS.length)).toEqual([...OUTPUT_COLUMNS]);
    for (const row of rows) {
      expect(row).toMatchObject({
        lp_phone_status: 'valid',
        lp_email_status: 'unknown',
        lp_duplicate_of: '',
      });
      // A phone is written as it is, with no formula-guard apostrophe (docs/results-format.md).
      expect(row.Phone).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(row.lp_phone_e164).toBe(row.Phone);
    }
    // The order report of bought leads: every phone valid, no duplicates, all ten rows scored.
    expect(order.stats?.duplicateReasons).toEqual({ sameEmail: 0, samePhone: 0, similarName: 0 });
    expect(order.stats?.phoneTypes?.reduce((sum, type) => sum + type.rows, 0)).toBe(10);
    expect(order.stats?.scoreHistogram?.reduce((sum, bucket) => sum + bucket.rows, 0)).toBe(10);
    expect(await balanceOf(user)).toBe(85);
    // Bought leads are never offered to the same customer again.
    expect(await client.leads.quote({ icp, count: 2 })).toMatchObject({
      matching: 12,
      available: 2,
      cost: 3,
    });
    await expect(buy(user, icp, 5)).rejects.toBeInstanceOf(ConflictError);
    expect(await balanceOf(user)).toBe(85);
  });

  it('answers 402 with the shortfall when credits are short, writing nothing', async () => {
    const { icp } = await inventory(40);
    const user = await customer(50);
    const error = await buy(user, icp, 40).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect((error as Error).message).toMatch(/cost 60 credits.*balance is 50.*Add 10 credits/);
    const client = clientFor(user);
    expect(await client.orders.listAll()).toEqual([]);
    expect((await client.creditTransactions.list()).items.map((t) => t.reason)).toEqual(['grant']);
    expect(await balanceOf(user)).toBe(50);
  });

  it('never lets two concurrent orders share a lead, and refunds the one that runs short', async () => {
    const { icp } = await inventory(20);
    const user = await customer(100);
    // Both fit the 20 available at creation; together they ask for 24.
    const ids = await Promise.all([buy(user, icp, 12), buy(user, icp, 12)]);
    expect(await balanceOf(user)).toBe(64);
    const [a, b] = await Promise.all(ids.map((id) => delivered(user, id)));
    expect(a!.order.status).toBe('completed');
    expect(b!.order.status).toBe('completed');
    const all = [...a!.leadIds, ...b!.leadIds];
    expect(all).toHaveLength(20);
    expect(new Set(all).size).toBe(20);
    const counts = [a!.order.rowCount, b!.order.rowCount].sort();
    expect(counts).toEqual([12, 8]);
    const short = a!.order.rowCount === 8 ? a!.order : b!.order;
    expect(short.creditsUsed).toBe(12);
    // 100 - 18 - 12: the 4 leads that ran out were refunded at 1.5 each.
    expect(await balanceOf(user)).toBe(70);
    const { items } = await clientFor(user).creditTransactions.list({ limit: 10 });
    expect(items.filter((t) => t.reason === 'refund').map((t) => t.amount)).toEqual([6]);
  });

  it("excludes leads whose e-mail or phone is in the customer's own uploads", async () => {
    const { icp, people } = await inventory(6);
    const user = await customer(100);
    const client = clientFor(user);
    const [first, second, third] = people;
    // The customer already has two of these people by e-mail (other names) and one by phone only.
    const upload = [
      'name,email,phone',
      `Someone,${first!.email.toUpperCase()},`,
      `Someone Else,${second!.email},`,
      `Third Person,third@elsewhere.example,${third!.phone.replace('+1', '+1 ')}`,
    ].join('\n');
    const uploaded = await client.uploadCsv(await tempFile('mine.csv', `${upload}\n`));
    expect((await client.waitForOrder(uploaded.id, { intervalMs: 200 })).status).toBe('completed');
    expect(await client.leads.quote({ icp, count: 3 })).toMatchObject({ matching: 6, available: 3 });
    const { rows } = await delivered(user, await buy(user, icp, 3));
    const emails = rows.map((row) => row.Email);
    expect(emails).not.toContain(first!.email);
    expect(emails).not.toContain(second!.email);
    expect(emails).not.toContain(third!.email);
    expect(emails).toHaveLength(3);
    // Another customer can still buy all six.
    expect(await clientFor(await customer()).leads.quote({ icp, count: 6 })).toMatchObject({ available: 6 });
  });

  /** Adds a lead that passed long ago and now fails the engine (a throwaway mail domain), scored to be picked first. */
  async function staleFailingLead(industry: string) {
    const id = randomUUID();
    await server.services.database.db
      .insertInto('leads')
      .values({
        id,
        first_name: 'Stale',
        last_name: 'Stamper',
        email: `stale.${id.slice(0, 8)}@mailinator.com`,
        phone_e164: '+12025550147',
        title: 'VP of Sales',
        seniority: 'vp',
        company: 'Stale Works',
        industry,
        company_size_min: 51,
        company_size_max: 200,
        country: 'US',
        region: 'CA',
        email_status: 'unknown',
        phone_type: 'fixed_line_or_mobile',
        score: 100,
        last_verified_at: new Date(Date.now() - 60 * DAY),
      })
      .execute();
    return id;
  }

  it('replaces a lead that fails re-verification with the next match, and retires it', async () => {
    const { industry, icp } = await inventory(4);
    const stale = await staleFailingLead(industry);
    const user = await customer(100);
    const { order, leadIds } = await delivered(user, await buy(user, icp, 4));
    expect(order).toMatchObject({ status: 'completed', rowCount: 4, creditsUsed: 6 });
    expect(leadIds).not.toContain(stale);
    const lead = await server.services.database.db
      .selectFrom('leads')
      .select(['retired_at', 'retired_reason'])
      .where('id', '=', stale)
      .executeTakeFirstOrThrow();
    expect(lead.retired_reason).toBe('email_risky');
    expect(lead.retired_at).not.toBeNull();
    expect(await balanceOf(user)).toBe(94);
  });

  it('refunds the lead it could not replace: 1.5 credits back, exactly', async () => {
    const { industry, icp } = await inventory(2);
    await staleFailingLead(industry);
    const user = await customer(100);
    const client = clientFor(user);
    expect(await client.leads.quote({ icp, count: 3 })).toMatchObject({ available: 3, cost: 4.5 });
    const { order, rows } = await delivered(user, await buy(user, icp, 3));
    expect(order).toMatchObject({ status: 'completed', rowCount: 2, creditsUsed: 3 });
    expect(rows).toHaveLength(2);
    const { items } = await client.creditTransactions.list({ limit: 10 });
    expect(items.filter((t) => t.orderId === order.id).map((t) => [t.reason, t.amount])).toEqual([
      ['refund', 1.5],
      ['order', -4.5],
    ]);
    expect(await balanceOf(user)).toBe(97);
  });
});
