/**
 * The settle step of a lead purchase: the hold was `count × price`, and the leads that could not be delivered come
 * back as one refund linked to the order. Like `settleCharge`, it runs inside the transaction that completes the
 * order, so the order is never completed without it, and a retry never refunds twice (the key is the order).
 */
import { subtractCredits } from '@leadproof/contract/money';
import type { CreditLedger } from '../credits/credit-ledger';
import type { OrderRow } from '../db/order-row';
import type { Trx } from '../db/trx';

/** What a lead purchase delivered, and what that costs at the order's own price. */
export type DeliveredLeads = { count: number; credits: number };

/** Refunds the part of `order`'s hold that its delivered leads do not cost. */
export async function settleDelivery(
  trx: Trx,
  creditLedger: CreditLedger,
  order: OrderRow,
  delivered: DeliveredLeads,
): Promise<void> {
  if (!order.debit_transaction_id) return;
  const debit = await trx
    .selectFrom('credit_transactions')
    .selectAll()
    .where('id', '=', order.debit_transaction_id)
    .executeTakeFirstOrThrow();
  const shortfall = subtractCredits(-debit.amount, delivered.credits);
  if (shortfall <= 0) return;
  const ordered = Number((order.request_details as { count?: unknown }).count) || delivered.count;
  await creditLedger.refundPart(
    debit,
    shortfall,
    `Refund: order ${order.id.slice(0, 8)} delivered ${delivered.count} of ${ordered} lead(s)`,
    `order:${order.id}:shortfall`,
    trx,
  );
}
