import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useCreditLedgerTestbed } from '../testing/credit-ledger-testbed';
import { databaseKinds } from '../testing/test-databases';
import { InsufficientCreditsError } from './insufficient-credits-error';

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('credit ledger on %s', (kind) => {
  let clock = new Date('2026-01-01T00:00:00Z');
  const testbed = useCreditLedgerTestbed(kind, () => clock);

  const grant = (userId: string, amount: number, days: number, key: string = randomUUID()) =>
    testbed.ledger.credit({
      userId,
      amount,
      reason: 'grant',
      description: 'Test grant',
      expiresAt: new Date(clock.getTime() + days * DAY),
      idempotencyKey: key,
    });

  const spend = (userId: string, amount: number, key: string = randomUUID()) =>
    testbed.ledger.debit({ userId, amount, reason: 'order', description: 'Test order', idempotencyKey: key });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const userId = await testbed.insertUser();
    await grant(userId, 10, 90);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(userId, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await testbed.ledger.balance(userId)).toBe(0);
  });

  it('refuses a debit larger than the balance, writing nothing, and says the shortfall', async () => {
    const userId = await testbed.insertUser();
    await grant(userId, 5, 90);
    const error = await spend(userId, 7.5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect((error as InsufficientCreditsError).shortfall).toBe(2.5);
    expect(await testbed.ledger.balance(userId)).toBe(5);
    expect((await testbed.ledger.list(userId, { limit: 20, offset: 0 })).items).toHaveLength(1);
  });

  it('credits and debits once per idempotency key', async () => {
    const userId = await testbed.insertUser();
    await grant(userId, 50, 90, 'stripe:evt_1');
    const replay = await grant(userId, 50, 90, 'stripe:evt_1');
    expect(replay.created).toBe(false);
    await spend(userId, 20, 'order:1');
    expect((await spend(userId, 20, 'order:1')).created).toBe(false);
    expect(await testbed.ledger.balance(userId)).toBe(30);
  });

  it('expires credits granted 91 days ago, as an expiry transaction', async () => {
    const userId = await testbed.insertUser();
    const start = clock;
    await grant(userId, 40, 90);
    try {
      clock = new Date(start.getTime() + 91 * DAY);
      expect(await testbed.ledger.balance(userId)).toBe(0);
      await testbed.ledger.expireAll();
      const { items } = await testbed.ledger.list(userId, { limit: 20, offset: 0 });
      expect(items.map((t) => [t.reason, t.amount])).toEqual([
        ['expiry', -40],
        ['grant', 40],
      ]);
      expect(await testbed.ledger.balance(userId)).toBe(0);
    } finally {
      clock = start;
    }
  });

  it('spends the soonest-expiring lot first', async () => {
    const userId = await testbed.insertUser();
    const start = clock;
    await grant(userId, 10, 90);
    await grant(userId, 10, 30);
    await spend(userId, 15);
    try {
      // The 30-day lot was used up; only 5 of the 90-day lot remain, and they outlive day 31.
      clock = new Date(start.getTime() + 31 * DAY);
      expect(await testbed.ledger.balance(userId)).toBe(5);
      clock = new Date(start.getTime() + 91 * DAY);
      expect(await testbed.ledger.balance(userId)).toBe(0);
    } finally {
      clock = start;
    }
  });

  it('writes off an expired lot before a spend and draws the spend and the groups after it from live lots only', async () => {
    const userId = await testbed.insertUser();
    const start = clock;
    await grant(userId, 10, 30);
    await grant(userId, 10.5, 90);
    try {
      // Day 31: the 30-day lot expired, and no job has written it off yet.
      clock = new Date(start.getTime() + 31 * DAY);
      const check = (amount: number) => ({
        userId,
        debits: [{ amount, reason: 'realtime' as const, description: 'check', idempotencyKey: randomUUID() }],
      });
      const { outcomes, balances } = await testbed.ledger.debitGroups([check(4), check(7), check(6.5)]);
      expect(outcomes[0]).not.toBeInstanceOf(InsufficientCreditsError);
      // 6.5 of the live lot were left after the first group: the second is refused whole, the third fits exactly.
      expect(outcomes[1]).toBeInstanceOf(InsufficientCreditsError);
      expect((outcomes[1] as InsufficientCreditsError).balance).toBe(6.5);
      expect(outcomes[2]).not.toBeInstanceOf(InsufficientCreditsError);
      expect(balances.get(userId)).toBe(0);
      expect(await testbed.ledger.balance(userId)).toBe(0);
      const { items } = await testbed.ledger.list(userId, { limit: 20, offset: 0 });
      expect(items.filter((t) => t.reason === 'expiry').map((t) => t.amount)).toEqual([-10]);
      expect(items.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)).toBe(0);
      const drawn = await testbed.database.db
        .selectFrom('credit_allocations as a')
        .innerJoin('credit_transactions as t', 't.id', 'a.transaction_id')
        .innerJoin('credit_lots as l', 'l.id', 'a.lot_id')
        .select(['t.reason', 'a.amount', 'l.amount as lotAmount'])
        .where('t.user_id', '=', userId)
        .execute();
      // Each check drew from the 90-day lot only; the expired lot went to its write-off.
      expect(drawn.map((row) => [row.reason, Number(row.amount), Number(row.lotAmount)]).sort()).toEqual(
        [
          ['expiry', 10, 10],
          ['realtime', 4, 10.5],
          ['realtime', 6.5, 10.5],
        ].sort(),
      );
    } finally {
      clock = start;
    }
  });

  it('spends the groups of several users in one call, each against what its own user has left', async () => {
    const a = await testbed.insertUser();
    const b = await testbed.insertUser();
    await grant(a, 5, 90);
    await grant(b, 3, 90);
    const group = (userId: string, ...amounts: number[]) => ({
      userId,
      debits: amounts.map((amount) => ({
        amount,
        reason: 'realtime' as const,
        description: 'check',
        idempotencyKey: randomUUID(),
      })),
    });
    const { outcomes, balances } = await testbed.ledger.debitGroups([
      group(a, 1, 1),
      group(b, 4),
      group(a, 3),
      group(b, 2, 1),
      group(a, 1),
    ]);
    // b's refused 4 neither draws from a's credits nor stops b's 3 that fit; a's last 1 finds a empty.
    expect(outcomes.map((outcome) => outcome instanceof InsufficientCreditsError)).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
    expect((outcomes[1] as InsufficientCreditsError).balance).toBe(3);
    expect((outcomes[4] as InsufficientCreditsError).balance).toBe(0);
    expect(Object.fromEntries(balances)).toEqual({ [a]: 0, [b]: 0 });
    expect(await testbed.ledger.balance(a)).toBe(0);
    expect(await testbed.ledger.balance(b)).toBe(0);
    // Each check drew from its own user's lot, in full.
    const drawn = await testbed.database.db
      .selectFrom('credit_allocations as al')
      .innerJoin('credit_transactions as t', 't.id', 'al.transaction_id')
      .innerJoin('credit_lots as l', 'l.id', 'al.lot_id')
      .select(['t.user_id as spender', 'l.user_id as owner', 'al.amount', 't.amount as debit'])
      .where('t.reason', '=', 'realtime')
      .where('t.user_id', 'in', [a, b])
      .execute();
    expect(drawn).toHaveLength(5);
    for (const row of drawn) {
      expect(row.owner).toBe(row.spender);
      expect(Number(row.amount)).toBe(-Number(row.debit));
    }
  });

  // PostgreSQL's alone: PGlite has one connection, so no other transaction can hold a row meanwhile.
  if (kind === 'postgres')
    it("locks a group's users in the order of their ids, whatever the order of the groups", async () => {
      const [low, high] = [await testbed.insertUser(), await testbed.insertUser()].sort();
      await grant(low!, 5, 90);
      await grant(high!, 5, 90);
      const { db } = testbed.database;
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => {
        held = resolve;
      });
      // Another transaction holds the later user's row, as a debit of that user alone would.
      const holder = db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', high!).forUpdate().execute();
        held();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isHeld;
      const check = (userId: string) => ({
        userId,
        debits: [
          { amount: 1, reason: 'realtime' as const, description: 'check', idempotencyKey: randomUUID() },
        ],
      });
      const spending = testbed.ledger.debitGroups([check(high!), check(low!)]);
      // Until the group waits for a row lock (the holder's): by then it has taken every row it takes before that one.
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      // The group has the earlier user's row already and waits for the later one: it never holds a later row while
      // waiting for an earlier one, so it cannot deadlock with another transaction that locks in the same order.
      const probe = await db
        .transaction()
        .execute((trx) =>
          trx.selectFrom('users').select('id').where('id', '=', low!).forUpdate().noWait().execute(),
        )
        .then(
          () => 'free',
          (error: { code?: string }) => error.code,
        );
      release();
      await holder;
      const { outcomes } = await spending;
      expect(probe).toBe('55P03');
      expect(outcomes.some((outcome) => outcome instanceof InsufficientCreditsError)).toBe(false);
      expect(await testbed.ledger.balance(low!)).toBe(4);
      expect(await testbed.ledger.balance(high!)).toBe(4);
    });

  it('refunds a debit in full, back into the lots it came from', async () => {
    const userId = await testbed.insertUser();
    await grant(userId, 10, 90);
    const { transaction } = await spend(userId, 7.5, 'order:refund-me');
    await testbed.ledger.refund(transaction, 'Order failed: refunded', 'order:refund-me:refund');
    await testbed.ledger.refund(transaction, 'Order failed: refunded', 'order:refund-me:refund');
    expect(await testbed.ledger.balance(userId)).toBe(10);
    await spend(userId, 10);
    expect(await testbed.ledger.balance(userId)).toBe(0);
  });

  it('takes back a disputed purchase, leaving debt that the next credit settles first', async () => {
    const userId = await testbed.insertUser();
    const { transaction: purchase } = await grant(userId, 100, 365);
    await spend(userId, 60);
    await testbed.ledger.takeBack({
      purchase,
      amount: async () => 100,
      description: () => 'Payment disputed',
      idempotencyKey: 'dispute:1',
    });
    expect(await testbed.ledger.balance(userId)).toBe(-60);
    await expect(spend(userId, 1)).rejects.toBeInstanceOf(InsufficientCreditsError);
    await grant(userId, 100, 365);
    expect(await testbed.ledger.balance(userId)).toBe(40);
    await spend(userId, 40);
    expect(await testbed.ledger.balance(userId)).toBe(0);
  });

  it('pages transactions newest first with nextOffset', async () => {
    const userId = await testbed.insertUser();
    for (let i = 0; i < 5; i++) await grant(userId, i + 1, 90);
    const first = await testbed.ledger.list(userId, { limit: 2, offset: 0 });
    expect(first.items.map((t) => t.amount)).toEqual([5, 4]);
    expect(first.nextOffset).toBe(2);
    const last = await testbed.ledger.list(userId, { limit: 2, offset: 4 });
    expect(last.items.map((t) => t.amount)).toEqual([1]);
    expect(last.nextOffset).toBeNull();
  });
});
