/**
 * A user's whole credit ledger read through the API, for tests that must prove credits balance
 * exactly after a fault: the balance equals the sum of the transactions, and each order was
 * debited (and refunded) the expected number of times. Sums are in cents, so no rounding hides a
 * stray transaction.
 */
import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import { fromCents, toCents } from '@leadproof/contract/money';
import type { Leadproof } from '@leadproof/sdk';

export type CreditLedgerAudit = {
  /** `GET /api/users/me/balance`. */
  balance: number;
  /** The sum of every transaction's amount. */
  sum: number;
  transactions: CreditTransaction[];
  /** The transactions of one order with a given reason (`order` for debits, `refund`). */
  forOrder(orderId: string, reason: 'order' | 'refund'): CreditTransaction[];
};

/** Reads every transaction and the balance of the client's user. */
export async function auditCreditLedger(client: Leadproof): Promise<CreditLedgerAudit> {
  const transactions = await client.creditTransactions.listAll({ limit: 100 });
  const { balance } = await client.users.balance();
  return {
    balance,
    sum: fromCents(transactions.reduce((sum, t) => sum + toCents(t.amount), 0)),
    transactions,
    forOrder: (orderId, reason) => transactions.filter((t) => t.orderId === orderId && t.reason === reason),
  };
}
