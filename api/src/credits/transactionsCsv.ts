/** The billing page's Export: a user's whole ledger as CSV, safe to open in a spreadsheet. */
import { formatRow } from '@leadproof/engine';
import type { CreditLedger } from './creditLedger';

const PAGE = 500;

/**
 * Builds the CSV of every transaction of `userId`, newest first. Cells go through the results file's formula
 * guard (`formatRow`), so one rule decides what is guarded: amounts such as -7.5 stay numbers.
 */
export async function transactionsCsv(ledger: Pick<CreditLedger, 'list'>, userId: string): Promise<string> {
  const lines = [formatRow(['date', 'amount', 'reason', 'description', 'order_id', 'transaction_id'])];
  for (let offset = 0; ; offset += PAGE) {
    const { items, nextOffset } = await ledger.list(userId, { limit: PAGE, offset });
    for (const t of items) {
      lines.push(
        formatRow([
          new Date(t.created_at).toISOString(),
          String(t.amount),
          t.reason,
          t.description ?? '',
          t.order_id ?? '',
          t.id,
        ]),
      );
    }
    if (nextOffset === null) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
