/**
 * Partial refunds of a debit (a lead purchase that delivers fewer leads than it charged for), and how
 * they add up with the full refund of a failed order: never more back than the debit took.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCreditLedgerTestbed } from '../testing/credit-ledger-testbed';
import { databaseKinds } from '../testing/test-databases';

const DAY = 24 * 3600 * 1000;

describe.each(databaseKinds)('partial refunds on %s', (kind) => {
  let clock = new Date('2026-01-01T00:00:00Z');
  const testbed = useCreditLedgerTestbed(kind, () => clock);

  async function userWith(lots: Array<{ amount: number; days: number }>): Promise<string> {
    const id = await testbed.insertUser();
    for (const lot of lots) {
      await testbed.ledger.credit({
        userId: id,
        amount: lot.amount,
        reason: 'grant',
        description: 'Test grant',
        expiresAt: new Date(clock.getTime() + lot.days * DAY),
        idempotencyKey: randomUUID(),
      });
    }
    return id;
  }

  const spend = (userId: string, amount: number) =>
    testbed.ledger.debit({
      userId,
      amount,
      reason: 'order',
      description: 'Leads',
      idempotencyKey: randomUUID(),
    });

  it('gives back exactly the amount, once per key, with a link to the debit', async () => {
    const userId = await userWith([{ amount: 100, days: 90 }]);
    const { transaction: debit } = await spend(userId, 75);
    const first = await testbed.ledger.refundPart(debit, 7.5, 'Refund: 5 leads not delivered', 'k1');
    const again = await testbed.ledger.refundPart(debit, 7.5, 'Refund: 5 leads not delivered', 'k1');
    expect(first.created).toBe(true);
    expect(again).toEqual({ transaction: first.transaction, created: false });
    expect(first.transaction).toMatchObject({ amount: 7.5, reason: 'refund', refund_of: debit.id });
    expect(await testbed.ledger.balance(userId)).toBe(32.5);
  });

  it('never refunds more than the debit: parts, then the rest, then nothing', async () => {
    const userId = await userWith([{ amount: 10, days: 90 }]);
    const { transaction: debit } = await spend(userId, 4.5);
    await testbed.ledger.refundPart(debit, 1.5, 'part', 'p1');
    await expect(testbed.ledger.refundPart(debit, 3.01, 'too much', 'p2')).rejects.toBeInstanceOf(RangeError);
    const rest = await testbed.ledger.refund(debit, 'order failed', 'rest');
    expect(rest.transaction.amount).toBe(3);
    expect(await testbed.ledger.balance(userId)).toBe(10);
    const none = await testbed.ledger.refund(debit, 'order failed again', 'rest-2');
    expect(none).toEqual({ transaction: rest.transaction, created: false });
    expect(await testbed.ledger.balance(userId)).toBe(10);
  });

  it('returns credits to the latest-expiring lot the debit drew from first', async () => {
    const start = clock;
    // 10 credits expiring in 30 days and 10 in 90: a debit of 15 takes 10 + 5.
    const userId = await userWith([
      { amount: 10, days: 30 },
      { amount: 10, days: 90 },
    ]);
    const { transaction: debit } = await spend(userId, 15);
    await testbed.ledger.refundPart(debit, 6, 'part', randomUUID());
    expect(await testbed.ledger.balance(userId)).toBe(11);
    try {
      // 5 went back to the 90-day lot (all it gave, so it is whole again) and 1 to the 30-day lot,
      // which expires on day 30.
      clock = new Date(start.getTime() + 31 * DAY);
      expect(await testbed.ledger.balance(userId)).toBe(10);
    } finally {
      clock = start;
    }
  });

  it('can be part of the caller transaction, and rolls back with it', async () => {
    const userId = await userWith([{ amount: 10, days: 90 }]);
    const { transaction: debit } = await spend(userId, 3);
    await expect(
      testbed.database.db.transaction().execute(async (trx) => {
        await testbed.ledger.refundPart(debit, 1.5, 'part', 'rolled-back', trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await testbed.ledger.balance(userId)).toBe(7);
  });
});
