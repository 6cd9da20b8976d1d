/**
 * Real-time checks through the API on both databases: each contact gets the verdict the bulk path gives the same
 * row, a check is charged once per Idempotency-Key and only when something was decided, a short balance is refused
 * with nothing charged, and the history counts the checks one line a day.
 */

import type { VerifyContact } from '@leadproof/contract/verify';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { Leadproof } from '@leadproof/sdk/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { tempFile } from '../testing/csv-fixtures';
import { parseCsv } from '../testing/parse-csv';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds, singleDatabaseKind } from '../testing/test-databases';
import { authedFetch, createTestUser } from '../testing/test-users';

const CONTACTS: VerifyContact[] = [
  {
    email: 'ada.lovelace@acme.test',
    firstName: 'ada',
    lastName: 'LOVELACE',
    company: 'Acme Inc',
    title: 'VP Sales',
  },
  // Not an address: with a phone to check it gets its verdict; alone it is refused (realtime-input.int.test.ts).
  { email: 'not-an-address', phone: '+1 415 555 0100', country: 'US' },
  { email: 'throwaway@mailinator.com' },
  { email: 'grace@gmial.com', firstName: 'Grace' },
  { phone: '+1 555', country: 'US' },
  {
    email: 'info@acme.test',
    phone: '+44 20 7946 0958',
    country: 'GB',
    website: 'https://www.acme.test/about',
  },
  { email: 'linus@nowhere.test', phone: '(415) 555-0100 ext. 7', country: 'US' },
];

describe.each(databaseKinds)('real-time checks on %s', (kind) => {
  let dns: ZoneDnsServer;
  let server: TestServer;

  beforeAll(async () => {
    dns = await startZoneDnsServer({
      'acme.test': { mx: [{ exchange: 'mx.acme.test', priority: 10 }] },
      'mailinator.com': { mx: [{ exchange: 'mx.mailinator.com', priority: 10 }] },
      'gmial.com': { mx: [{ exchange: 'mx.gmial.com', priority: 10 }] },
      'undecided.test': { servfail: true },
    });
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: '100',
      EMAIL_DNS: 'on',
      EMAIL_DNS_SERVERS: dns.server,
      EMAIL_TEST_DOMAINS: 'on',
      VERIFY_RATE_LIMIT_BURST: '1000',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
    await dns?.close();
  });

  async function signedIn() {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    return { user, client };
  }

  it('gives each contact the verdict the bulk path gives the same row', async () => {
    const { user, client } = await signedIn();
    const header = ['email', 'phone', 'country', 'first_name', 'last_name', 'company', 'title', 'website'];
    const keys = [
      'email',
      'phone',
      'country',
      'firstName',
      'lastName',
      'company',
      'title',
      'website',
    ] as const;
    const csv = [header, ...CONTACTS.map((contact) => keys.map((key) => contact[key] ?? ''))]
      .map((row) => row.map((cell) => `"${cell}"`).join(','))
      .join('\n');
    const order = await client.uploadCsv(await tempFile('contacts.csv', csv));
    expect((await client.waitForOrder(order.id, { intervalMs: 250 })).status).toBe('completed');
    const [columns, ...rows] = parseCsv(
      await (await authedFetch(server, user, `/api/orders/${order.id}/csv/results`)).text(),
    );
    const at = (name: string) => columns!.lastIndexOf(name);

    for (const [index, contact] of CONTACTS.entries()) {
      const verdict = await client.verify.contact({ ...contact, timeoutMs: 5000 });
      const row = rows[index]!;
      expect(
        {
          email: verdict.email.normalized,
          status: verdict.email.status,
          reasons: verdict.email.reasons.join(';'),
          suggestion: verdict.email.suggestion,
          e164: verdict.phone.e164,
          phoneStatus: verdict.phone.status,
          phoneType: verdict.phone.type,
          company: verdict.company,
          seniority: verdict.seniority,
          website: verdict.websiteDomain,
          score: String(verdict.score),
        },
        `contact ${index}: ${JSON.stringify(contact)}`,
      ).toEqual({
        email: row[at('lp_email')],
        status: row[at('lp_email_status')],
        reasons: row[at('lp_email_reason')],
        suggestion: row[at('lp_email_suggestion')],
        // E.164 is a phone as typed, so the file writes it unguarded, exactly as the JSON gives it.
        e164: row[at('lp_phone_e164')],
        phoneStatus: row[at('lp_phone_status')],
        phoneType: row[at('lp_phone_type')],
        company: row[at('lp_company')],
        seniority: row[at('lp_seniority')],
        website: row[at('lp_website_domain')],
        score: row[at('lp_score')],
      });
    }
  });

  it('charges a decided check once per Idempotency-Key, an undecided one nothing, and lists them one line a day', async () => {
    const { client } = await signedIn();
    const before = await client.users.balance();
    const first = await client.verify.contact({ email: 'ada@acme.test' }, { idempotencyKey: 'signup-ada' });
    const again = await client.verify.contact({ email: 'ada@acme.test' }, { idempotencyKey: 'signup-ada' });
    expect([first.creditsCharged, again.creditsCharged]).toEqual([1, 1]);
    const undecided = await client.verify.contact({ email: 'who@undecided.test' });
    expect(undecided.email).toMatchObject({ status: 'unknown', reasons: ['dns_unavailable'] });
    expect(undecided.creditsCharged).toBe(0);
    const batch = await client.verify.batch([
      { email: 'bo@acme.test' },
      { email: 'x@undecided.test' },
      { phone: '+1 555' },
    ]);
    expect(batch.results.map((result) => result.email.status)).toEqual(['valid', 'unknown', 'missing']);
    expect(batch.creditsCharged).toBe(2);

    expect((await client.users.balance()).balance).toBe(before.balance - 3);
    const ledger = await auditCreditLedger(client);
    expect(ledger.sum).toBe(ledger.balance);
    const history = await client.creditTransactions.listAll();
    const checks = history.filter((item) => item.reason === 'realtime');
    expect(checks).toEqual([expect.objectContaining({ amount: -3, description: 'Real-time checks: 3' })]);
  });

  it('charges concurrent retries of one call once', async () => {
    const { client } = await signedIn();
    const before = (await client.users.balance()).balance;
    // The repeats that come while the first runs get 409 idempotency_key_in_use; the SDK retries them after the
    // server's Retry-After and they get the first answer again.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.verify.contact({ email: 'ada@acme.test' }, { idempotencyKey: 'form-submit-7', maxRetries: 5 }),
      ),
    );
    expect(answers.map((answer) => answer.creditsCharged)).toEqual(Array(8).fill(1));
    expect((await client.users.balance()).balance).toBe(before - 1);
    const ledger = await auditCreditLedger(client);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('charges the same Idempotency-Key again once the store has forgotten it, with a new body (issue 34)', async () => {
    const { user, client } = await signedIn();
    const before = (await client.users.balance()).balance;
    const first = await client.verify.contact({ email: 'ada@acme.test' }, { idempotencyKey: 'daily-sync' });
    expect(first.creditsCharged).toBe(1);
    // The store forgets a key after 24 hours; the ledger keeps its keys forever.
    await server.services.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('user_id', '=', user.id)
      .execute();
    const later = await client.verify.contact({ email: 'bo@acme.test' }, { idempotencyKey: 'daily-sync' });
    expect(later.email.status).toBe('valid');
    expect(later.creditsCharged).toBe(1);
    // Racing repeats of the same forgotten key with yet another body: one more charge, however many race.
    await server.services.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('user_id', '=', user.id)
      .execute();
    const raced = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.verify.batch([{ email: 'cy@acme.test' }, { email: 'di@acme.test' }], {
          idempotencyKey: 'daily-sync',
          maxRetries: 5,
        }),
      ),
    );
    expect(raced.map((answer) => answer.creditsCharged)).toEqual(Array(6).fill(2));
    expect((await client.users.balance()).balance).toBe(before - 4);
    const ledger = await auditCreditLedger(client);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('charges concurrent calls with their own keys once each, and calls without a key each time', async () => {
    const { client } = await signedIn();
    const before = (await client.users.balance()).balance;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        client.verify.contact({ email: `k${i}@acme.test` }, { idempotencyKey: `own-key-${i}` }),
      ),
      ...Array.from({ length: 4 }, () => client.verify.contact({ email: 'same@acme.test' })),
    ]);
    expect(answers.map((answer) => answer.creditsCharged)).toEqual(Array(10).fill(1));
    expect((await client.users.balance()).balance).toBe(before - 10);
    const ledger = await auditCreditLedger(client);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('refuses a check beyond the balance with 402 and the shortfall, and charges nothing', async () => {
    const { user, client } = await signedIn();
    const { balance } = await client.users.balance();
    await server.services.creditLedger.debit({
      userId: user.id,
      amount: balance,
      reason: 'adjustment',
      description: 'test: spend the trial',
      idempotencyKey: `test-drain:${user.id}`,
    });
    const response = await authedFetch(server, user, '/api/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@acme.test' }),
    });
    expect(response.status).toBe(402);
    expect((await response.json()).error.message).toBe(
      'Not enough credits: a real-time check costs 1 and your balance is 0. Add 1 credits and try again.',
    );
    expect((await client.users.balance()).balance).toBe(0);
  });
});

describe('the real-time rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(singleDatabaseKind, {
      // Slow enough that no token comes back between the calls of a test, however loaded the machine.
      VERIFY_RATE_LIMIT_PER_SECOND: '0.01',
      VERIFY_RATE_LIMIT_BURST: '2',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it('answers 429 past the burst, with the RateLimit headers and Retry-After', async () => {
    const user = await createTestUser(server);
    const call = () =>
      authedFetch(server, user, '/api/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '+1 415 555 0100', country: 'US' }),
      });
    const allowed = await call();
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('RateLimit-Limit')).toBe('2');
    expect(allowed.headers.get('RateLimit-Remaining')).toBe('1');
    expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('RateLimit-Reset'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.code).toBe('rate_limited');
  });

  it('counts contacts, not calls: a batch of two takes the whole burst (issue 34)', async () => {
    const user = await createTestUser(server);
    const call = (path: string, body: unknown) =>
      authedFetch(server, user, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contact = { phone: '+1 415 555 0100', country: 'US' };
    const batch = await call('/api/verify/batch', { contacts: [contact, contact] });
    expect(batch.status).toBe(200);
    expect(batch.headers.get('RateLimit-Remaining')).toBe('0');
    const next = await call('/api/verify', contact);
    expect(next.status).toBe(429);
  });
});
