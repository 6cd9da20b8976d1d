import { randomUUID } from 'node:crypto';
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
      const { outcomes, balance } = await testbed.ledger.debitGroups(userId, [
        [{ amount: 4, reason: 'realtime', description: 'check', idempotencyKey: randomUUID() }],
        [{ amount: 7, reason: 'realtime', description: 'check', idempotencyKey: randomUUID() }],
        [{ amount: 6.5, reason: 'realtime', description: 'check', idempotencyKey: randomUUID() }],
      ]);
      expect(outcomes[0]).not.toBeInstanceOf(InsufficientCreditsError);
      // 6.5 of the live lot were left after the first group: the second is refused whole, the third fits exactly.
      expect(outcomes[1]).toBeInstanceOf(InsufficientCreditsError);
      expect((outcomes[1] as InsufficientCreditsError).balance).toBe(6.5);
      expect(outcomes[2]).not.toBeInstanceOf(InsufficientCreditsError);
      expect(balance).toBe(0);
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
