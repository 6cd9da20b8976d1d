/**
 * The settle step of an uploaded list, where its hold becomes the charge: when the order ends, the billable rows
 * are charged and the rest of the hold comes back as one refund linked to the order (docs/decisions/billing-and-credits.md,
 * "Billing"). It runs inside the transaction that gives the order its final status, so an order is never final
 * without its settlement, and a worker killed at any point leaves either both or neither.
 */

import { fromCents, toCents } from '@leadproof/contract/money';
import type { OrderBilling } from '@leadproof/contract/orders';
import type { CreditLedger } from '../credits/credit-ledger';
import type { OrderRow } from '../db/order-row';
import type { Trx } from '../db/trx';

/** The engine's split of the rows (`VerifyReport.billing`). */
export type BillableRows = { billable: number; duplicates: number; unverifiable: number };

/** How an order ended, as far as its charge goes: verified (with its billable rows), or not at all. */
export type SettleOutcome = { status: 'completed'; rows: BillableRows } | { status: 'needs_fix' | 'failed' };

/** The receipt as upload-complete leaves it: the hold, nothing settled yet. */
export function heldReceipt(rowsCounted: number, held: number): OrderBilling {
  return { rowsCounted, held, duplicates: null, unverifiable: null, charged: null, refunded: null };
}

/**
 * Settles the hold of `order` (just moved to its final status) and returns what to record on it: the net charge as
 * `creditsUsed` and the completed receipt. Undefined for an order without a hold. Idempotent per order.
 */
export async function settleCharge(
  trx: Trx,
  creditLedger: CreditLedger,
  order: OrderRow,
  outcome: SettleOutcome,
): Promise<{ creditsUsed: number; billing: OrderBilling } | undefined> {
  if (!order.debit_transaction_id) return undefined;
  const debit = await trx
    .selectFrom('credit_transactions')
    .selectAll()
    .where('id', '=', order.debit_transaction_id)
    .executeTakeFirstOrThrow();
  const held = order.billing?.held ?? -debit.amount;
  const rowsCounted = order.billing?.rowsCounted ?? order.row_count ?? 0;
  const label = `order ${order.id.slice(0, 8)}`;
  if (outcome.status !== 'completed') {
    const reason = outcome.status === 'needs_fix' ? 'needs a fix' : 'failed';
    await creditLedger.refund(debit, `Refund: ${label} ${reason}`, `order:${order.id}:refund`, trx);
    return {
      creditsUsed: 0,
      billing: { ...heldReceipt(rowsCounted, held), charged: 0, refunded: held },
    };
  }
  const { billable, duplicates, unverifiable } = outcome.rows;
  // The price per row is the hold's own, so a price change while the order ran changes nothing.
  const chargedCents = rowsCounted > 0 ? Math.round((toCents(held) * billable) / rowsCounted) : 0;
  const refundCents = toCents(held) - chargedCents;
  if (refundCents > 0) {
    await creditLedger.refundPart(
      debit,
      fromCents(refundCents),
      `Order ${order.id.slice(0, 8)}: ${notCharged(duplicates, unverifiable)} not charged`,
      `order:${order.id}:settle`,
      trx,
    );
  }
  const charged = fromCents(chargedCents);
  return {
    creditsUsed: charged,
    billing: { rowsCounted, held, duplicates, unverifiable, charged, refunded: fromCents(refundCents) },
  };
}

/** "120 duplicates and 45 unverifiable rows", naming only what there is. */
function notCharged(duplicates: number, unverifiable: number): string {
  const parts = [
    ...(duplicates > 0 ? [`${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'}`] : []),
    ...(unverifiable > 0 ? [`${unverifiable} unverifiable ${unverifiable === 1 ? 'row' : 'rows'}`] : []),
  ];
  return parts.join(' and ');
}
