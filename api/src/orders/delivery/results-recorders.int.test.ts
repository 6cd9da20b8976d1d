/**
 * What a pass over an order's results keeps, on both databases, for a file of several batches: every contact key once,
 * and every `valid` and `risky` address's verdict with its domain, catch-all flag and time, while the file is read and
 * the batches are written in turn (issue 38); no contact key once the order's contacts are no longer pending.
 */
import { describe, expect, it } from 'vitest';
import { orderVerdictsRecorder } from '../../bounces/record-address-verdicts';
import { customerContactsRecorder } from '../../leads/customer-contacts';
import { useCreditLedgerTestbed } from '../../testing/credit-ledger-testbed';
import { tempFile } from '../../testing/csv-fixtures';
import { databaseKinds } from '../../testing/test-databases';
import { insertOrderRows } from '../testing/insert-order-rows';
import { recordResults } from './results-recorders';

/** More rows than three batches hold (of `KEYS_BATCH` contact keys, of verdicts), every tenth repeating the row before it. */
const ROWS = 12_345;
const KEYS_BATCH = 5000;
const checkedAt = new Date('2026-11-29T01:02:03.000Z');

function resultsCsv(): string {
  const lines = ['lp_row,lp_email,lp_email_status,lp_email_reason,lp_phone_e164'];
  for (let i = 0; i < ROWS; i++) {
    const n = i % 10 === 9 ? i - 1 : i;
    const status = ['valid', 'risky', 'invalid', 'unknown'][n % 4];
    const reason = n % 8 === 1 ? 'catch_all' : '';
    const phone = n % 3 === 0 ? `+1555${String(n).padStart(7, '0')}` : '';
    lines.push(`${i + 1},User${n}@Example${n % 7}.com,${status},${reason},${phone}`);
  }
  return lines.join('\n');
}

describe.each(databaseKinds)('recording a delivered order on %s', (kind) => {
  const testbed = useCreditLedgerTestbed(kind, () => new Date());

  /** A completed upload of a new user, its contacts pending (as the transaction that completed it leaves them). */
  async function completedUpload(pending: boolean) {
    const userId = await testbed.insertUser();
    const [order] = await insertOrderRows(testbed.database, [
      { user_id: userId, type: 'upload_csv', status: 'completed', completed_at: new Date() },
    ]);
    if (!order) throw new Error('the order was not inserted');
    if (pending) {
      await testbed.database.db
        .insertInto('pending_customer_contacts')
        .values({ order_id: order.id, user_id: userId })
        .execute();
    }
    return { id: order.id, user_id: userId };
  }

  const keysOf = async (userId: string) =>
    testbed.database.db
      .selectFrom('customer_contact_keys')
      .select('contact_key')
      .where('user_id', '=', userId)
      .execute();

  it('keeps every contact key and covered verdict of a file of several batches, once each', {
    timeout: 120_000,
  }, async () => {
    const { database } = testbed;
    const order = await completedUpload(true);
    const userId = order.user_id;
    const file = await tempFile('results.csv', resultsCsv());

    await recordResults(file, [
      customerContactsRecorder(database, order, KEYS_BATCH),
      orderVerdictsRecorder(database, order, checkedAt),
    ]);

    const distinct = Array.from({ length: ROWS }, (_, i) => (i % 10 === 9 ? i - 1 : i)).filter(
      (n, i, all) => all.indexOf(n) === i,
    );
    const keys = await keysOf(userId);
    const expectedKeys = distinct.flatMap((n) => [
      `user${n}@example${n % 7}.com`,
      ...(n % 3 === 0 ? [`+1555${String(n).padStart(7, '0')}`] : []),
    ]);
    expect(keys.map((key) => key.contact_key).sort()).toEqual(expectedKeys.sort());

    const verdicts = await database.db
      .selectFrom('address_verdicts')
      .select(['status', 'domain', 'catch_all', 'checked_at', 'source'])
      .where('source_id', '=', order.id)
      .execute();
    const covered = distinct.filter((n) => n % 4 < 2);
    expect(verdicts).toHaveLength(covered.length);
    expect(verdicts.filter((v) => v.status === 'valid')).toHaveLength(
      covered.filter((n) => n % 4 === 0).length,
    );
    expect(verdicts.filter((v) => v.catch_all)).toHaveLength(covered.filter((n) => n % 8 === 1).length);
    expect(new Set(verdicts.map((v) => new Date(v.checked_at).toISOString()))).toEqual(
      new Set([checkedAt.toISOString()]),
    );
    expect(new Set(verdicts.map((v) => v.source))).toEqual(new Set(['order']));
    expect(new Set(verdicts.map((v) => v.domain))).toEqual(
      new Set(Array.from({ length: 7 }, (_, d) => `example${d}.com`)),
    );
  });

  it('keeps no contact key of an order whose contacts are no longer pending (its account was erased)', async () => {
    const order = await completedUpload(false);
    await recordResults(await tempFile('results.csv', resultsCsv()), [
      customerContactsRecorder(testbed.database, order, KEYS_BATCH),
    ]);
    expect(await keysOf(order.user_id)).toEqual([]);
  });
});
