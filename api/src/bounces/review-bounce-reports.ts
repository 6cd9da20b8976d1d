/**
 * The operator's review of bounce reports whose refund is above the cap: list them, approve one (its claims become
 * one refund, as the job would have written it, and its bounces count for measured accuracy) or reject one (nothing
 * is refunded and its bounces never count; each pair it held goes to the oldest other report awaiting review that
 * listed it, else is free for a later report; and its file may be uploaded again).
 */
import type { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import type { BounceSummary } from '../db/schema';
import type { Trx } from '../db/trx';
import {
  CREDITS_PER_BOUNCE,
  claimCount,
  dropReportMatches,
  grantRefund,
  lockReport,
} from './apply-bounce-report';
import { heldMessage } from './match-bounces';
import { measureReportOrders } from './measured-accuracy';

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
    const count = await claimCount(trx, reportId);
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
    const held = await trx
      .selectFrom('bounce_refunds')
      .select(['source_id', 'address_sha256'])
      .where('report_id', '=', reportId)
      .execute();
    // Its bounces never counted for measured accuracy, and never will; nor do later checks learn from them.
    await dropReportMatches(trx, reportId);
    await handOn(trx, report, held, now);
    await trx
      .updateTable('bounce_reports')
      .set({
        status: 'completed',
        refunded_credits: 0,
        status_message: 'An operator reviewed this report and gave nothing back for it.',
        reviewed_at: now,
        rejected_at: now,
        completed_at: now,
        updated_at: now,
      })
      .where('id', '=', reportId)
      .execute();
  });
}

/**
 * Hands the pairs a rejected report held to the oldest other report of the user awaiting review that listed them (it
 * was told they await review in the rejected one): that report's refund grows by one credit per address, given if it
 * is approved. A report that claimed another pair of the address gets none (one credit per bounce); a report already
 * settled gets none (one refund transaction per report), and a later report may claim the pair.
 */
async function handOn(
  trx: Trx,
  rejected: { id: string; user_id: string },
  held: ReadonlyArray<{ source_id: string; address_sha256: string }>,
  now: Date,
): Promise<void> {
  if (held.length === 0) return;
  const heirs = await trx
    .selectFrom('bounce_reports')
    .selectAll()
    .where('user_id', '=', rejected.user_id)
    .where('status', '=', 'awaiting_review')
    .where('id', '<>', rejected.id)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  if (heirs.length === 0) return;
  const heirIds = heirs.map((heir) => heir.id);
  const addresses = [...new Set(held.map((pair) => pair.address_sha256))];
  const listed = new Set<string>();
  const claimed = new Set<string>();
  for (let i = 0; i < addresses.length; i += 1000) {
    const chunk = addresses.slice(i, i + 1000);
    for (const row of await trx
      .selectFrom('bounced_verdicts')
      .select(['report_id', 'source_id', 'address_sha256'])
      .where('report_id', 'in', heirIds)
      .where('address_sha256', 'in', chunk)
      .execute())
      listed.add(`${row.report_id}:${row.source_id}:${row.address_sha256}`);
    for (const row of await trx
      .selectFrom('bounce_refunds')
      .select(['report_id', 'address_sha256'])
      .where('report_id', 'in', heirIds)
      .where('address_sha256', 'in', chunk)
      .execute())
      claimed.add(`${row.report_id}:${row.address_sha256}`);
  }
  const given = new Map<string, Array<{ source_id: string; address_sha256: string }>>();
  for (const pair of held) {
    const heir = heirIds.find(
      (id) =>
        listed.has(`${id}:${pair.source_id}:${pair.address_sha256}`) &&
        !claimed.has(`${id}:${pair.address_sha256}`),
    );
    if (!heir) continue;
    claimed.add(`${heir}:${pair.address_sha256}`);
    given.set(heir, [...(given.get(heir) ?? []), pair]);
  }
  for (const heir of heirs) {
    const pairs = given.get(heir.id);
    if (!pairs) continue;
    await trx
      .insertInto('bounce_refunds')
      .values(pairs.map((pair) => ({ ...pair, user_id: heir.user_id, report_id: heir.id, created_at: now })))
      .execute();
    await trx
      .updateTable('bounce_reports')
      .set({
        refundable_credits: (await claimCount(trx, heir.id)) * CREDITS_PER_BOUNCE,
        summary: heir.summary ? JSON.stringify(handedOnSummary(heir.summary, rejected.id, pairs)) : null,
        updated_at: now,
      })
      .where('id', '=', heir.id)
      .execute();
  }
}

/** The heir's figures once `pairs` are its: refundable per order, and fewer addresses awaiting another review. */
function handedOnSummary(
  summary: BounceSummary,
  rejectedId: string,
  pairs: ReadonlyArray<{ source_id: string }>,
): BounceSummary {
  // A pair of no order the report matched is a real-time check's.
  const orders = new Set(summary.matched.map((match) => match.orderId));
  const sourceOf = (pair: { source_id: string }) => (orders.has(pair.source_id) ? pair.source_id : null);
  const matched = summary.matched.map((match) => {
    const more = pairs.filter((pair) => sourceOf(pair) === match.orderId).length;
    return more > 0 ? { ...match, refundable: match.refundable + more } : match;
  });
  const notRefundable = summary.notRefundable.flatMap((item) => {
    if (item.reason !== 'awaiting_review') return [item];
    const addresses = item.addresses - pairs.length;
    const reportIds = (item.reportIds ?? []).filter((id) => id !== rejectedId);
    if (addresses <= 0 || reportIds.length === 0) return [];
    return [{ ...item, addresses, reportIds, message: heldMessage(addresses, reportIds) }];
  });
  return { ...summary, matched, notRefundable };
}
