/**
 * Real-time charges under concurrency, on both databases: one user's calls arrive all at once, more than the balance
 * covers, single checks and batches mixed, so the charge queue commits many of them together. Every call is charged
 * whole or refused whole (402, nothing charged), the balance never goes below zero and equals the ledger's sum, each
 * check is drawn from its lots in full, and each charged `valid`/`risky` address has its bounce-guarantee record.
 */
import { Leadproof } from '@leadproof/sdk/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditCreditLedger } from '../testing/credit-ledger-audit';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { databaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';
import { contactVerifierOf } from './contact-verifier-of';

const TRIAL = 40;

/** The `n`th call's body: single checks of several kinds, and every fifth a batch of four. */
function call(n: number): { path: string; body: unknown; contacts: number } {
  const contact = (i: number) =>
    i % 3 === 0
      ? { email: `someone${i}@mailinator.com` }
      : i % 3 === 1
        ? { phone: `+1 555 ${i % 100}`, country: 'US' }
        : {
            email: `person${i}@example.com`,
            phone: `+44 20 7946 ${String(i).padStart(4, '0')}`,
            country: 'GB',
          };
  if (n % 5 === 4) {
    const contacts = [0, 1, 2, 3].map((k) => contact(n * 10 + k));
    return { path: '/api/verify/batch', body: { contacts }, contacts: contacts.length };
  }
  return { path: '/api/verify', body: contact(n), contacts: 1 };
}

describe.each(databaseKinds)('real-time charges under concurrency on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      FREE_TRIAL_CREDITS: String(TRIAL),
      EMAIL_DNS: 'off',
      VERIFY_RATE_LIMIT_PER_SECOND: '100000',
      VERIFY_RATE_LIMIT_BURST: '100000',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it('charges each call whole or refuses it whole, never below zero, the ledger balanced', async () => {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    const calls = Array.from({ length: 80 }, (_, n) => call(n));
    const answers = await Promise.all(
      calls.map(async ({ path, body }, n) => {
        const response = await authedFetch(server, user, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `concurrent-${n}` },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 402]));

    const charged = answers
      .filter((answer) => answer.status === 200)
      .reduce((sum, answer) => sum + answer.body.creditsCharged, 0);
    // A batch's answer charges only its decided contacts; a refused call charged nothing.
    for (const [n, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const results = calls[n]!.contacts === 1 ? [answer.body] : answer.body.results;
      expect(results.length).toBe(calls[n]!.contacts);
    }
    const ledger = await auditCreditLedger(client);
    expect(ledger.balance).toBe(TRIAL - charged);
    expect(ledger.sum).toBe(ledger.balance);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
    // Once a single check is refused the balance is below one check, and only falls from there.
    const refusedSingle = answers.some((answer, n) => answer.status === 402 && calls[n]!.contacts === 1);
    if (refusedSingle) expect(ledger.balance).toBe(0);
    expect(charged).toBeGreaterThan(TRIAL / 2);

    const { db } = server.services.database;
    const checks = await sql<{ id: string; amount: number; allocated: number | null }>`
      select t.id, t.amount, (select sum(a.amount) from leadproof.credit_allocations a where a.transaction_id = t.id) as allocated
      from leadproof.credit_transactions t where t.user_id = ${user.id} and t.reason = 'realtime'`.execute(
      db,
    );
    expect(checks.rows.length).toBe(charged);
    for (const row of checks.rows) expect(Number(row.allocated)).toBe(-Number(row.amount));

    const covered = answers
      .filter((answer) => answer.status === 200)
      .flatMap((answer) => (answer.body.results ?? [answer.body]) as Array<{ email: { status: string } }>)
      .filter((verdict) => verdict.email.status === 'valid' || verdict.email.status === 'risky').length;
    const recorded = await sql<{ n: number }>`
      select count(*)::int as n from leadproof.address_verdicts v
      join leadproof.credit_transactions t on t.id = v.source_id
      where v.user_id = ${user.id} and v.source = 'realtime'`.execute(db);
    expect(covered).toBeGreaterThan(0);
    expect(recorded.rows[0]!.n).toBe(covered);
  });

  /** A new user left with `balance` credits, and an SDK client of theirs. */
  async function userWith(balance: number) {
    const user = await createTestUser(server);
    const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 0 });
    // The first call makes the user's row (and grants the trial).
    const { balance: trial } = await client.users.balance();
    await server.services.creditLedger.debit({
      userId: user.id,
      amount: trial - balance,
      reason: 'adjustment',
      description: 'test: leave fewer credits than checks',
      idempotencyKey: `test-leave:${user.id}`,
    });
    return { user, client };
  }

  /** `count` single checks of `user` at once, each deciding something (a disposable domain), so each costs 1. */
  function checksAtOnce(user: TestUser, count: number) {
    return Array.from({ length: count }, async (_, n) => {
      const response = await authedFetch(server, user, '/api/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `${user.id}-${n}` },
        body: JSON.stringify({ email: `someone${n}@mailinator.com` }),
      });
      return { status: response.status, body: await response.json() };
    });
  }

  it('charges exactly as many of N concurrent checks as the balance covers and refuses the rest with 402', async () => {
    const BALANCE = 7;
    const CHECKS = 24;
    const { user, client } = await userWith(BALANCE);
    const answers = await Promise.all(checksAtOnce(user, CHECKS));
    const charged = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 402);
    expect(charged.map((answer) => answer.body.creditsCharged)).toEqual(Array(BALANCE).fill(1));
    expect(refused.length).toBe(CHECKS - BALANCE);
    for (const answer of refused) {
      expect(answer.body.error.code).toBe('payment_required');
      expect(answer.body.error.message).toMatch(
        /^Not enough credits: a real-time check costs 1 and your balance is 0\./,
      );
    }
    const ledger = await auditCreditLedger(client);
    expect(ledger.balance).toBe(0);
    expect(ledger.sum).toBe(0);
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from leadproof.credit_transactions
      where user_id = ${user.id} and reason = 'realtime'`.execute(server.services.database.db);
    expect(rows.rows[0]!.n).toBe(BALANCE);
  });

  it("charges several users' calls in one transaction, each user against their own balance", async () => {
    const CHECKS = 10;
    const balances = [3, 6, 15];
    const users = await Promise.all(balances.map((balance) => userWith(balance)));
    const ledger = server.services.creditLedger;
    const groupUsers: number[] = [];
    const verifier = contactVerifierOf(server.services);
    const verify = verifier.verify.bind(verifier);
    let verified = 0;
    const verifySpy = vi.spyOn(verifier, 'verify').mockImplementation(async (...args) => {
      const verdict = await verify(...args);
      verified++;
      return verdict;
    });
    const debitGroups = ledger.debitGroups.bind(ledger);
    // How many users each charge transaction spent of.
    const spy = vi.spyOn(ledger, 'debitGroups').mockImplementation(async (groups, trx) => {
      groupUsers.push(new Set(groups.map((group) => group.userId)).size);
      // With a pool, the first charge lasts until every other call is checked, and so waits in the queue behind it.
      if (groupUsers.length === 1 && kind === 'postgres')
        await vi.waitFor(() => expect(verified).toBe(CHECKS * users.length), { timeout: 10_000 });
      return debitGroups(groups, trx);
    });
    try {
      // Every user's calls at once, interleaved.
      const calls = users.map(({ user }) => checksAtOnce(user, CHECKS));
      const answers = await Promise.all(calls.flatMap((_, n) => calls.map((ofUser) => ofUser[n]!)));
      expect(answers.every((answer) => answer.status === 200 || answer.status === 402)).toBe(true);
    } finally {
      spy.mockRestore();
      verifySpy.mockRestore();
    }
    // PGlite has one connection, held by an open charge transaction: other calls wait before their charge, not in the
    // queue. With a pool they queue behind it, and the next transaction takes every user's calls.
    if (kind === 'postgres') expect(Math.max(...groupUsers)).toBeGreaterThan(1);
    const { db } = server.services.database;
    for (const [index, { user, client }] of users.entries()) {
      const charged = Math.min(balances[index]!, CHECKS);
      const rows = await sql<{ n: number }>`
        select count(*)::int as n from leadproof.credit_transactions
        where user_id = ${user.id} and reason = 'realtime'`.execute(db);
      expect(rows.rows[0]!.n).toBe(charged);
      const audit = await auditCreditLedger(client);
      expect(audit.balance).toBe(balances[index]! - charged);
      expect(audit.sum).toBe(audit.balance);
    }
  });
});
