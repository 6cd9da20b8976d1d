/**
 * The operator's review of bounce reports whose refund is above the cap: list them, approve one (its claims become
 * one refund, as the job would have written it, and its bounces count for measured accuracy) or reject one (its
 * claims are given up, nothing is refunded, its bounces never count, and a later report may claim the same
 * (order, address) pairs again).
 */
import type { CreditLedger } from '../credits/creditLedger';
import type { Database } from '../db/database';
import { grantRefund, lockReport } from './applyBounceReport';
import { measureReportOrders } from './measuredAccuracy';

/** A report awaiting review, as the operator sees it. */
export type ReviewItem = {
  id: string;
  userId: string;
  email: string | null;
  createdAt: Date;
  refundableCredits: number;
  reviewCap: number;
  hardBounces: number;
  rowsRead: number;
};

/** Reports awaiting review, oldest first. */
export async function listReportsAwaitingReview(database: Database): Promise<ReviewItem[]> {
  const rows = await database.db
    .selectFrom('bounce_reports as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'u.email',
      'r.created_at',
      'r.refundable_credits',
      'r.review_cap',
      'r.summary',
    ])
    .where('r.status', '=', 'awaiting_review')
    .orderBy('r.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    createdAt: new Date(row.created_at),
    refundableCredits: Number(row.refundable_credits),
    reviewCap: Number(row.review_cap),
    hardBounces: row.summary?.bounces.hard ?? 0,
    rowsRead: row.summary?.rowsRead ?? 0,
  }));
}

/** Thrown for a report that does not wait for review (unknown, or settled already). */
export class NotAwaitingReviewError extends Error {
  override name = 'NotAwaitingReviewError';
}

async function reportOwner(database: Database, reportId: string): Promise<string> {
  const row = /^[0-9a-f-]{36}$/i.test(reportId)
    ? await database.db
        .selectFrom('bounce_reports')
        .select('user_id')
        .where('id', '=', reportId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new NotAwaitingReviewError(`No bounce report ${reportId}.`);
  return row.user_id;
}

/** Approves the report: its refund is written now. Returns the credits given back. */
export async function approveBounceReport(
  deps: { database: Database; creditLedger: CreditLedger },
  reportId: string,
  now: Date = new Date(),
): Promise<number> {
  const userId = await reportOwner(deps.database, reportId);
  return deps.database.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, userId, reportId, 'awaiting_review');
    if (!report) throw new NotAwaitingReviewError(`Bounce report ${reportId} is not awaiting review.`);
    const claims = await trx
      .selectFrom('bounce_refunds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    const count = Number(claims.count);
    const refund = count > 0 ? await grantRefund(trx, deps.creditLedger, report, count, now) : undefined;
    await trx
      .updateTable('bounce_reports')
      .set({
        status: 'completed',
        refunded_credits: refund ? Number(refund.amount) : 0,
        refund_transaction_id: refund?.id ?? null,
        status_message: null,
        reviewed_at: now,
        completed_at: now,
        updated_at: now,
      })
      .where('id', '=', reportId)
      .execute();
    await measureReportOrders(trx, reportId, now);
    return refund ? Number(refund.amount) : 0;
  });
}

/** Rejects the report: nothing is refunded, and its claims are given up. */
export async function rejectBounceReport(
  database: Database,
  reportId: string,
  now: Date = new Date(),
): Promise<void> {
  const userId = await reportOwner(database, reportId);
  await database.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, userId, reportId, 'awaiting_review');
    if (!report) throw new NotAwaitingReviewError(`Bounce report ${reportId} is not awaiting review.`);
    await trx.deleteFrom('bounce_refunds').where('report_id', '=', reportId).execute();
    // Its bounces never counted for measured accuracy, and never will; nor do later checks learn from them.
    await trx.deleteFrom('bounced_verdicts').where('report_id', '=', reportId).execute();
    await trx.deleteFrom('reported_bounces').where('report_id', '=', reportId).execute();
    await trx
      .updateTable('bounce_reports')
      .set({
        status: 'completed',
        refunded_credits: 0,
        status_message: 'An operator reviewed this report and gave nothing back for it.',
        reviewed_at: now,
        completed_at: now,
        updated_at: now,
      })
      .where('id', '=', reportId)
      .execute();
  });
}
