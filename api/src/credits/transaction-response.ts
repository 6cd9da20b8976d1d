/** A ledger row in the contract's `CreditTransaction` shape (`@leadproof/contract/credit-transactions` `creditTransactionSchema`). */
import type { CreditTransaction as CreditTransactionResponse } from '@leadproof/contract/credit-transactions';
import type { CreditTransaction } from './credit-ledger';

/** Serializes a transaction for the API and the account export. */
export function toTransactionResponse(t: CreditTransaction): CreditTransactionResponse {
  return {
    id: t.id,
    amount: t.amount,
    reason: t.reason,
    description: t.description,
    orderId: t.order_id,
    createdAt: new Date(t.created_at).toISOString(),
  };
}
