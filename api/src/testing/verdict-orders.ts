/**
 * A completed order whose results called some addresses valid and some risky, written straight to the database and
 * charged in the ledger, with its verdicts recorded by the step the pipeline runs as it delivers results: what the
 * bounce guarantee's tests report bounces against.
 */

import { recordOrderVerdicts } from '../bounces/record-address-verdicts';
import { insertOrderRows } from '../orders/testing/insert-order-rows';
import type { Services } from '../services';
import { tempFile } from './csv-fixtures';

/** Inserts the order (`charged` rows, all billable) of `userId`, whose row must exist; returns its id. */
export async function insertOrderWithVerdicts(
  services: Pick<Services, 'database' | 'creditLedger'>,
  userId: string,
  verdicts: { valid: readonly string[]; risky: readonly string[] },
): Promise<string> {
  const { database, creditLedger } = services;
  const charged = verdicts.valid.length + verdicts.risky.length;
  const billing = {
    rowsCounted: charged,
    held: charged,
    duplicates: 0,
    unverifiable: 0,
    charged,
    refunded: 0,
  };
  const [order] = await insertOrderRows(database, [
    {
      user_id: userId,
      type: 'upload_csv',
      status: 'completed',
      row_count: charged,
      billing: JSON.stringify(billing),
      completed_at: new Date(),
    },
  ]);
  if (!order) throw new Error('the order was not inserted');
  await creditLedger.debit({
    userId,
    amount: charged,
    reason: 'order',
    description: 'Order (test)',
    orderId: order.id,
    idempotencyKey: `order:${order.id}:debit`,
  });
  const rows = [
    ...verdicts.valid.map((address) => `${address},valid`),
    ...verdicts.risky.map((address) => `${address},risky`),
  ].map((row, i) => `${i + 1},${row}`);
  const results = await tempFile('results.csv', ['lp_row,lp_email,lp_email_status', ...rows].join('\n'));
  await recordOrderVerdicts(database, order, results);
  return order.id;
}
