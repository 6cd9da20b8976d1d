/**
 * The bounce guarantee keeps what it learnt of a customer's addresses only as long as it can use it (issue 37 item
 * 7): a verdict older than the guarantee's 60 days can no longer be refunded, so it goes, and so do the refund claims
 * and contradicted pairs recorded before then (a claim or a pair is always younger than its verdict, so none of a
 * verdict still in the window goes). Those of a report awaiting the operator's review stay until it is settled: its
 * refund and its measured accuracy are written from them. The figures they gave (reports, refunds, each order's
 * measured accuracy) stay.
 */
import type { Services } from '../services';
import { GUARANTEE_DAYS } from './match-bounces';
import { REPORTED_BOUNCE_DAYS } from './reported-bounces';

const DAY_MS = 24 * 3600 * 1000;

/** What one run removed, per table. */
export type PrunedAddressRecords = {
  verdicts: number;
  refunds: number;
  bouncedVerdicts: number;
  /** Reported hard bounces older than `REPORTED_BOUNCE_DAYS` (what later checks learn from). */
  reportedBounces: number;
};

/** What pruning needs: the database that holds the records. */
export type PruneAddressRecordsDeps = Pick<Services, 'database'>;

/** Deletes the address records older than the guarantee's window at `now`. */
export async function pruneAddressRecords(
  services: PruneAddressRecordsDeps,
  now = new Date(),
): Promise<PrunedAddressRecords> {
  const { db } = services.database;
  const before = new Date(now.getTime() - GUARANTEE_DAYS * DAY_MS);
  const verdicts = await db
    .deleteFrom('address_verdicts')
    .where('checked_at', '<', before)
    .executeTakeFirst();
  const awaitingReview = db.selectFrom('bounce_reports').select('id').where('status', '=', 'awaiting_review');
  const refunds = await db
    .deleteFrom('bounce_refunds')
    .where('created_at', '<', before)
    .where('report_id', 'not in', awaitingReview)
    .executeTakeFirst();
  const bounced = await db
    .deleteFrom('bounced_verdicts')
    .where('created_at', '<', before)
    .where('report_id', 'not in', awaitingReview)
    .executeTakeFirst();
  const reported = await db
    .deleteFrom('reported_bounces')
    .where('reported_at', '<', new Date(now.getTime() - REPORTED_BOUNCE_DAYS * DAY_MS))
    .executeTakeFirst();
  return {
    reportedBounces: Number(reported.numDeletedRows),
    verdicts: Number(verdicts.numDeletedRows),
    refunds: Number(refunds.numDeletedRows),
    bouncedVerdicts: Number(bounced.numDeletedRows),
  };
}
