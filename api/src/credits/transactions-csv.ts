/** The billing page's Export: a user's whole ledger as CSV, safe to open in a spreadsheet. */
import { formatRow } from '@leadproof/engine';
import type { CreditLedger, CreditTransaction } from './credit-ledger';

const PAGE = 500;

/** Every transaction of `userId`, newest first, read page by page. */
export async function allTransactions(
  ledger: Pick<CreditLedger, 'list'>,
  userId: string,
): Promise<CreditTransaction[]> {
  const all: CreditTransaction[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { items, nextOffset } = await ledger.list(userId, { limit: PAGE, offset });
    all.push(...items);
    if (nextOffset === null) return all;
  }
}

/**
 * The CSV of `transactions`, in the order given. Cells go through the results file's formula guard (`formatRow`),
 * so one rule decides what is guarded: amounts such as -7.5 stay numbers.
 */
export function transactionsCsvOf(transactions: CreditTransaction[]): string {
  const lines = [formatRow(['date', 'amount', 'reason', 'description', 'order_id', 'transaction_id'])];
  for (const t of transactions) {
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
  return `${lines.join('\r\n')}\r\n`;
}

/** Builds the CSV of every transaction of `userId`, newest first. */
export async function transactionsCsv(ledger: Pick<CreditLedger, 'list'>, userId: string): Promise<string> {
  return transactionsCsvOf(await allTransactions(ledger, userId));
}
