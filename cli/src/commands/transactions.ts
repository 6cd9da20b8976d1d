import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import { createOutput, formatNumber, formatTime, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof transactions`. */
export interface TransactionsOptions extends CommandOptions {
  /** `--all`: every transaction instead of the latest 20. */
  all: boolean;
}

/** Transactions per page, as the dashboard's Load more. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** `leadproof transactions`: the credit ledger, newest first. */
export async function runTransactions(options: TransactionsOptions): Promise<void> {
  const output = createOutput(options);
  const { client } = await signedInClient(options);
  const signal = options.runtime.signal;
  let items: CreditTransaction[];
  let nextOffset: number | null;
  if (options.all) {
    items = await client.creditTransactions.listAll({ limit: 100 }, { signal });
    nextOffset = null;
  } else {
    const page = await client.creditTransactions.list(
      { limit: TRANSACTIONS_PAGE_SIZE, offset: 0 },
      { signal },
    );
    items = page.items;
    nextOffset = page.nextOffset;
  }
  output.result({ items, nextOffset }, () => {
    if (items.length === 0) return 'No credit transactions yet.';
    const lines = table([
      ['DATE', 'AMOUNT', 'REASON', 'DESCRIPTION'],
      ...items.map((t) => [
        formatTime(t.createdAt),
        `${t.amount > 0 ? '+' : ''}${formatNumber(t.amount)}`,
        t.reason,
        t.description ?? '',
      ]),
    ]);
    if (nextOffset !== null)
      lines.push('', output.style('dim', 'Older transactions: leadproof transactions --all'));
    return lines;
  });
}
