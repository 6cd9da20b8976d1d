/**
 * Measured accuracy (issue 37 item 5): for each completed order a settled bounce report touches, the distinct
 * addresses it called `valid` (N) and those the customer's settled reports say hard-bounced (M), kept on the order;
 * the API shows 1 − M/N. A report's contradicted pairs are recorded when it is applied, and count once it is settled:
 * at once, or when the operator approves it; a rejected report's pairs are dropped (`reviewBounceReports`). It all
 * runs in the transaction that settles the report, under the user's lock.
 */
import type { Trx } from '../db/trx';
import { recordMeasuredAccuracy } from '../orders/order-store';
import type { BounceClaim } from './match-bounces';

const CHUNK = 1000;

/** Records the (order, address) pairs whose `valid` verdict the report's hard bounces contradict. */
export async function recordOrderBounces(
  trx: Trx,
  report: { id: string; user_id: string },
  pairs: readonly BounceClaim[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK) {
    await trx
      .insertInto('bounced_verdicts')
      .values(
        pairs.slice(i, i + CHUNK).map((pair) => ({
          report_id: report.id,
          source_id: pair.sourceId,
          address_sha256: pair.addressSha256,
          user_id: report.user_id,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['source_id', 'address_sha256', 'report_id']).doNothing())
      .execute();
  }
}

/** Adds the bounces of the now settled report `reportId` to the measured accuracy of every order it touched. */
export async function measureReportOrders(trx: Trx, reportId: string, now: Date): Promise<void> {
  const orders = await trx
    .selectFrom('bounced_verdicts')
    .select('source_id')
    .distinct()
    .where('report_id', '=', reportId)
    .orderBy('source_id')
    .execute();
  for (const { source_id } of orders) await measureOrder(trx, source_id, reportId, now);
}

async function measureOrder(trx: Trx, orderId: string, reportId: string, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['measured_valid_addresses', 'measured_hard_bounces'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  // N does not change once the order is completed; counted once, it outlives the verdicts' 60 days.
  const valid =
    order.measured_valid_addresses ??
    Number(
      (
        await trx
          .selectFrom('address_verdicts')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('source_id', '=', orderId)
          .where('status', '=', 'valid')
          .executeTakeFirstOrThrow()
      ).count,
    );
  if (valid === 0) return;
  // M grows by the report's addresses no other settled report gave for the order (the same bounce reported twice
  // is one). Counting up rather than again lets the pairs go after 60 days: by then the order's verdicts are out
  // of the window, so none of its addresses can be reported again. A rejected report's pairs are gone, and one
  // awaiting review is not `completed`.
  const added = await trx
    .selectFrom('bounced_verdicts as b')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('b.report_id', '=', reportId)
    .where('b.source_id', '=', orderId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bounced_verdicts as o')
            .innerJoin('bounce_reports as r', 'r.id', 'o.report_id')
            .select('o.report_id')
            .whereRef('o.source_id', '=', 'b.source_id')
            .whereRef('o.address_sha256', '=', 'b.address_sha256')
            .where('o.report_id', '!=', reportId)
            .where('r.status', '=', 'completed'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const hard = Math.min(valid, (order.measured_hard_bounces ?? 0) + Number(added.count));
  await recordMeasuredAccuracy(trx, orderId, { validAddresses: valid, hardBounces: hard, measuredAt: now });
}
