/**
 * Source + Verify end to end over HTTP (the SDK, as the CLI uses it), on both databases: quotes,
 * orders, concurrent orders, exclusion of the customer's own contacts, re-verification with
 * replacement or refund, and exact debits and refunds at 1.5 credits per delivered lead.
 */
import { randomUUID } from 'node:crypto';
import { leadIcpSchema } from '@leadproof/contract/leads';
import { OUTPUT_COLUMNS } from '@leadproof/engine';
import { ConflictError, PaymentRequiredError } from '@leadproof/sdk';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runVerification } from '../orders/verification-job';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { tempFile } from '../testing/csv-fixtures';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { createTestUser, type TestUser } from '../testing/test-users';
import { registerCustomerContacts } from './customer-contacts-job';
import { importLeads } from './import-leads';
import { runLeadPurchase } from './purchase/lead-purchase-job';
import { readCsvObjects, testLeadsCsv } from './test-leads';

const DAY = 24 * 3600 * 1000;

type Icp = { industries: string[]; countries: string[] };

/** Two purchases of 12 leads each, racing for the last 20 of a profile, by a customer with 100 credits. */
const RACE = { inventory: 20, count: 12, credits: 100, price: 1.5 };

/** Customers, inventory, purchases and deliveries on the server `current()` returns (each describe has its own). */
function purchaseHelpers(current: () => TestServer) {
  const clientFor = (user: TestUser) =>
    new Leadproof({ baseURL: current().url, accessToken: () => user.accessToken, maxRetries: 0 });
  const balanceOf = async (user: TestUser) => (await clientFor(user).users.balance()).balance;

  /** A signed-in customer with `credits` in total (the 50-credit trial plus a grant). */
  async function customer(credits = 50): Promise<TestUser> {
    const user = await createTestUser(current());
    await balanceOf(user);
    if (credits > 50) {
      await current().services.creditLedger.credit({
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
    const report = await importLeads(current().services.database, csv, { demo: false, offline: true });
    expect(report).toMatchObject({ rows: count, imported: count, skipped: {} });
    return { industry, people, icp: { industries: [industry.toLowerCase()], countries: ['us'] } };
  }

  async function buy(user: TestUser, icp: Icp, count: number) {
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

  /**
   * The rule for two purchases racing for the last leads (docs/decisions/billing-and-credits.md, "Two purchases racing for the last
   * leads"), asserted whichever way they interleaved: each purchase is checked against the leads not yet held when
   * it is created. A second checked after the first holds its leads is refused (409, nothing written or charged);
   * two checked before either holds a lead are both accepted, take distinct leads, and the one that runs short is
   * refunded what it could not deliver, at its price. No lead is sold twice; the ledger sums to the balance.
   * Returns which outcome it saw.
   */
  async function expectRaceRule(
    user: TestUser,
    attempts: PromiseSettledResult<string>[],
  ): Promise<'both accepted' | 'second refused'> {
    const accepted = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const refused = attempts.flatMap((a) => (a.status === 'rejected' ? [a.reason as Error] : []));
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    const held = RACE.inventory - RACE.count;
    for (const error of refused) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toContain(`Only ${held} lead(s) matching this profile are available to you.`);
    }
    const client = clientFor(user);
    expect((await client.orders.listAll()).map((o) => o.id).sort()).toEqual([...accepted].sort());
    const results = await Promise.all(accepted.map((id) => delivered(user, id)));
    for (const { order } of results) expect(order.status).toBe('completed');
    const all = results.flatMap((r) => r.leadIds);
    expect(new Set(all).size).toBe(all.length);
    const rowCounts = results.map((r) => r.order.rowCount).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(rowCounts).toEqual(accepted.length === 2 ? [held, RACE.count] : [RACE.count]);
    const ledger = await auditCreditLedger(client);
    for (const { order } of results) {
      const short = RACE.count - (order.rowCount ?? 0);
      expect(order.creditsUsed).toBe(RACE.price * (order.rowCount ?? 0));
      expect(ledger.forOrder(order.id, 'order').map((t) => t.amount)).toEqual([-RACE.price * RACE.count]);
      expect(ledger.forOrder(order.id, 'refund').map((t) => t.amount)).toEqual(
        short > 0 ? [RACE.price * short] : [],
      );
    }
    expect(ledger.balance).toBe(RACE.credits - RACE.price * all.length);
    expect(ledger.sum).toBe(ledger.balance);
    return accepted.length === 2 ? 'both accepted' : 'second refused';
  }

  return { clientFor, balanceOf, customer, inventory, buy, delivered, expectRaceRule };
}

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

  const { clientFor, balanceOf, customer, inventory, buy, delivered, expectRaceRule } = purchaseHelpers(
    () => server,
  );

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

  it('never lets two concurrent orders share a lead, whichever of them is checked first', async () => {
    const { icp } = await inventory(RACE.inventory);
    const user = await customer(RACE.credits);
    // Both are sent at once: the second's availability check may run before or after the first holds its leads.
    const attempts = await Promise.allSettled([buy(user, icp, RACE.count), buy(user, icp, RACE.count)]);
    await expectRaceRule(user, attempts);
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

  it("records an upload's contacts soon after it completes, with no quote or purchase asking", async () => {
    const user = await customer();
    const client = clientFor(user);
    const uploaded = await client.uploadCsv(
      await tempFile('mine.csv', 'email,phone\nAda@Example.test,+1 202 555 0147\n'),
    );
    expect((await client.waitForOrder(uploaded.id, { intervalMs: 200 })).status).toBe('completed');
    const { db } = server.services.database;
    await vi.waitFor(
      async () => {
        const keys = await db
          .selectFrom('customer_contact_keys')
          .select('contact_key')
          .where('user_id', '=', user.id)
          .execute();
        expect(keys.map((key) => key.contact_key).sort()).toEqual(['+12025550147', 'ada@example.test']);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(
      await db
        .selectFrom('pending_customer_contacts')
        .select('order_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
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

describe.each(databaseKinds)(
  'two purchases racing for the last leads on %s, their jobs run by hand',
  (kind) => {
    let server: TestServer;

    beforeAll(async () => {
      // No worker: each test runs the purchase jobs itself, so it decides when a purchase takes its leads, against
      // when the other's availability check runs. Both interleavings, every time.
      server = await startTestServer(kind, {
        FREE_TRIAL_CREDITS: '50',
        EMAIL_DNS: 'off',
        WORKERS_IN_PROCESS: 'off',
      });
    });

    afterAll(async () => {
      await server?.dispose();
    });

    const { clientFor, customer, inventory, buy, delivered, expectRaceRule } = purchaseHelpers(() => server);
    const runJob = (orderId: string) =>
      runLeadPurchase(server.services, orderId, { retryCount: 0, retryLimit: 0 });
    const leadsHeldBy = async (orderId: string) =>
      (
        await server.services.database.db
          .selectFrom('lead_sales')
          .select('lead_id')
          .where('order_id', '=', orderId)
          .execute()
      ).length;

    it('accepts both when both are checked before either holds a lead; the short one is refunded', async () => {
      const { icp } = await inventory(RACE.inventory);
      const user = await customer(RACE.credits);
      // Neither job has run: both checks see all 20 leads.
      const attempts = await Promise.allSettled([buy(user, icp, RACE.count), buy(user, icp, RACE.count)]);
      const ids = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      expect(ids).toHaveLength(2);
      // Then both jobs fill their orders at once, from the same candidates.
      await Promise.all(ids.map(runJob));
      expect(await expectRaceRule(user, attempts)).toBe('both accepted');
    });

    it('refuses the second up front once the first holds its leads, and charges it nothing', async () => {
      const { icp } = await inventory(RACE.inventory);
      const user = await customer(RACE.credits);
      const first = await buy(user, icp, RACE.count);
      // The first job runs on, and the second purchase is held until that job holds its 12 leads.
      const firstJob = runJob(first);
      await vi.waitFor(
        async () => {
          expect(await leadsHeldBy(first)).toBe(RACE.count);
        },
        { timeout: 30_000, interval: 20 },
      );
      const second = await Promise.allSettled([buy(user, icp, RACE.count)]);
      await firstJob;
      expect(await expectRaceRule(user, [{ status: 'fulfilled', value: first }, ...second])).toBe(
        'second refused',
      );
    });

    /** Uploads and verifies `rows` for `user`; the contacts job does not run, so the contacts stay pending. */
    async function completedUpload(user: TestUser, rows: string[]) {
      const uploaded = await clientFor(user).uploadCsv(await tempFile('mine.csv', `${rows.join('\n')}\n`));
      await runVerification(server.services, uploaded.id, { retryCount: 0, retryLimit: 0 });
      expect((await clientFor(user).orders.retrieve(uploaded.id)).status).toBe('completed');
    }

    it('never counts or sells a contact of an upload whose contacts the contacts job has not recorded yet', async () => {
      const { icp, people } = await inventory(6);
      const user = await customer(100);
      const [first, second] = people;
      // Bought before the upload completes: the purchase job, not the check at the order, meets the pending contacts.
      const early = await buy(user, icp, 2);
      await completedUpload(user, ['name,email', `Someone,${first!.email}`, `Someone Else,${second!.email}`]);
      await runJob(early);
      const earlyEmails = (await delivered(user, early)).rows.map((row) => row.Email);
      expect(earlyEmails).toHaveLength(2);
      expect(earlyEmails).not.toContain(first!.email);
      expect(earlyEmails).not.toContain(second!.email);
      // A quote right after another upload completes counts none of its contacts: the customer now has every lead.
      const rest = people.slice(2).filter((person) => !earlyEmails.includes(person.email));
      expect(rest).toHaveLength(2);
      await completedUpload(user, ['name,phone', ...rest.map((person) => `Someone,${person.phone}`)]);
      expect(await clientFor(user).leads.quote({ icp, count: 1 })).toMatchObject({
        matching: 6,
        available: 0,
      });
      expect(
        await server.services.database.db
          .selectFrom('pending_customer_contacts')
          .selectAll()
          .where('user_id', '=', user.id)
          .execute(),
      ).toEqual([]);
    });

    // Last in this block: it starts the contacts job's worker on the server.
    it('records the contacts of every upload completed while no worker ran, each by its own job', async () => {
      const users = [await customer(), await customer(), await customer()];
      for (const [i, user] of users.entries())
        await completedUpload(user, ['email', `person${i}@example.test`]);
      await registerCustomerContacts(server.services.jobs, server.services);
      const { db } = server.services.database;
      const userIds = users.map((user) => user.id);
      await vi.waitFor(
        async () => {
          const keys = await db
            .selectFrom('customer_contact_keys')
            .select('contact_key')
            .where('user_id', 'in', userIds)
            .execute();
          expect(keys.map((key) => key.contact_key).sort()).toEqual(
            users.map((_, i) => `person${i}@example.test`),
          );
        },
        { timeout: 20_000, interval: 100 },
      );
    });
  },
);
