/**
 * The refund step of a bounce report. Its hard bounces are matched a batch at a time, each batch its own short
 * transaction under the user's lock that claims each refundable (order, address) pair once (`matchBounceBatch`), so
 * a 50 MB log never holds the database (PGlite has one connection) for its whole match. A last transaction then
 * either gives the credits back as one `refund` transaction linked to the report, or, when they are more than an
 * order's room under its 5 % cap, holds the claims for the operator (`leadproof-api bounces review`). A job that runs
 * again first drops what a killed run left half-written; one that finds the report settled writes nothing.
 */
import { roundCredits } from '@leadproof/contract/money';
import { SUBSCRIPTION_CREDITS_VALID_DAYS } from '@leadproof/contract/plans';
import type { CreditLedger } from '../credits/credit-ledger';

import type { BounceSummary } from '../db/schema';
import type { Trx } from '../db/trx';
import type { Services } from '../services';
import { addressHash } from './address-hash';
import {
  type BounceClaim,
  type BounceSource,
  emptyMatching,
  GUARANTEE_DAYS,
  matchBounceBatch,
  matchedSources,
  notRefundable,
} from './match-bounces';
import { measureReportOrders, recordOrderBounces } from './measured-accuracy';
import type { BounceLogReading } from './read-bounce-file';
import { recordReportedBounces } from './reported-bounces';

/** Credits back per hard bounce of an address we called valid. */
export const CREDITS_PER_BOUNCE = 1;
/**
 * A report waits for the operator when, for one of the sources it claims from, the pairs earlier reports took or
 * hold plus its own claims are more than this share of that source's charged rows.
 */
export const REVIEW_SHARE = 0.05;

const sourceCap = (source: BounceSource) => Math.floor(source.chargedRows * REVIEW_SHARE * 100) / 100;

/**
 * The review cap of a report: `cap`, the part of its refund that fits each source's room (5 % of its charged rows
 * less what earlier reports took or hold), so a report waits exactly when it asks more; `over`, the first source
 * whose claims do not fit, if any.
 */
export function reviewCap(sources: readonly BounceSource[]): { cap: number; over?: BounceSource } {
  let cap = 0;
  let over: BounceSource | undefined;
  for (const source of sources) {
    const room = Math.max(0, sourceCap(source) - source.earlierClaims * CREDITS_PER_BOUNCE);
    const asked = source.claims * CREDITS_PER_BOUNCE;
    cap += Math.min(asked, room);
    if (asked > room) over ??= source;
  }
  return { cap: roundCredits(cap), over };
}

function overCapMessage(source: BounceSource): string {
  const what = source.orderId
    ? `order ${source.orderId.slice(0, 8)}`
    : `your real-time checks of the last ${GUARANTEE_DAYS} days`;
  const earlier =
    source.earlierClaims > 0 ? ` with the ${source.earlierClaims} earlier reports took or hold for it` : '';
  return `${source.claims * CREDITS_PER_BOUNCE} credits for ${what}${earlier} are more than 5 % of its ${source.chargedRows} charged rows (${sourceCap(source)}), so an operator reviews this report before anything is given back.`;
}
const DAY_MS = 24 * 3600 * 1000;

/** "Bounce guarantee: 12 addresses we called valid bounced". */
export function refundDescription(addresses: number): string {
  return `Bounce guarantee: ${addresses} ${addresses === 1 ? 'address' : 'addresses'} we called valid bounced`;
}

/** Locks the user, then the report; undefined when the report is not in `status` (another run settled it). */
export async function lockReport(
  trx: Trx,
  userId: string,
  reportId: string,
  status: 'pending' | 'processing' | 'awaiting_review',
) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  return trx
    .selectFrom('bounce_reports')
    .selectAll()
    .where('id', '=', reportId)
    .where('status', '=', status)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes the refund of `claims` for the report: one ledger transaction, linked both ways. */
export async function grantRefund(
  trx: Trx,
  creditLedger: CreditLedger,
  report: { id: string; user_id: string },
  claims: number,
  now: Date,
) {
  const { transaction } = await creditLedger.credit(
    {
      userId: report.user_id,
      amount: claims * CREDITS_PER_BOUNCE,
      reason: 'refund',
      description: refundDescription(claims),
      // A new lot, spendable as long as subscription credits are (90 days): the lots the orders drew may be gone.
      expiresAt: new Date(now.getTime() + SUBSCRIPTION_CREDITS_VALID_DAYS * DAY_MS),
      idempotencyKey: `bounce-report:${report.id}`,
      bounceReportId: report.id,
    },
    trx,
  );
  return transaction;
}

/** Distinct hard-bounced addresses per batch transaction: its reads and writes are bounded by this. */
export const MATCH_BATCH = 1000;

/** Drops what a run of the report's job wrote before it settled: its claims, contradicted pairs and learnt bounces. */
export async function dropReportMatches(trx: Trx, reportId: string): Promise<void> {
  await trx.deleteFrom('bounce_refunds').where('report_id', '=', reportId).execute();
  await trx.deleteFrom('bounced_verdicts').where('report_id', '=', reportId).execute();
  await trx.deleteFrom('reported_bounces').where('report_id', '=', reportId).execute();
}

/** What applying a report needs: the database it matches in, and the ledger that grants its refund. */
export type ApplyBounceReportDeps = Pick<Services, 'database' | 'creditLedger'>;

/** Applies what `reading` says to the report `reportId` of `userId`; returns its final status, or undefined if settled. */
export async function applyBounceReport(
  deps: ApplyBounceReportDeps,
  report: { id: string; user_id: string },
  reading: BounceLogReading,
  now: Date = new Date(),
) {
  const { db } = deps.database;
  const counts = { hard: 0, soft: 0, unknown: 0 };
  const hard: string[] = [];
  for (const [address, kind] of reading.addresses) {
    counts[kind]++;
    if (kind === 'hard') hard.push(address);
  }
  // A killed run may have written some batches: they are matched again from the start.
  const fresh = await db.transaction().execute(async (trx) => {
    const locked = await lockReport(trx, report.user_id, report.id, 'processing');
    if (locked) await dropReportMatches(trx, report.id);
    return locked;
  });
  if (!fresh) return undefined;
  const matching = emptyMatching();
  const byHash = new Map<string, string>();
  for (const address of hard) byHash.set(addressHash(address), address);
  const hashes = [...byHash.keys()];
  for (let i = 0; i < hashes.length; i += MATCH_BATCH) {
    const chunk = hashes.slice(i, i + MATCH_BATCH);
    const open = await db.transaction().execute(async (trx) => {
      const locked = await lockReport(trx, report.user_id, report.id, 'processing');
      if (!locked) return false;
      const batch = await matchBounceBatch(trx, report, chunk, now, matching);
      // The customer's later checks of these addresses learn from them (their own only; item 6).
      await recordReportedBounces(
        trx,
        locked,
        chunk.map((hash) => byHash.get(hash) ?? hash),
      );
      await insertClaims(trx, report, batch.claims, now);
      await recordOrderBounces(trx, report, batch.orderBounces, now);
      return true;
    });
    if (!open) return undefined;
    // PGlite answers without I/O, so back-to-back transactions never let the event loop read a waiting request:
    // each batch hands it a turn, and a request that arrived meanwhile takes the database before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return db.transaction().execute(async (trx) => {
    const locked = await lockReport(trx, report.user_id, report.id, 'processing');
    if (!locked) return undefined;
    const { sources, matched } = await matchedSources(trx, report, matching, now);
    const summary: BounceSummary = {
      rowsRead: reading.rowsRead,
      bounces: counts,
      matched,
      notRefundable: notRefundable(counts, matching),
    };
    const claims = await claimCount(trx, report.id);
    const refundable = claims * CREDITS_PER_BOUNCE;
    const { cap, over } = reviewCap(sources);
    const waits = over !== undefined;
    const refund =
      refundable > 0 && !waits ? await grantRefund(trx, deps.creditLedger, report, claims, now) : undefined;
    const status = waits ? ('awaiting_review' as const) : ('completed' as const);
    await trx
      .updateTable('bounce_reports')
      .set({
        status,
        format: reading.format,
        summary: JSON.stringify(summary),
        refundable_credits: refundable,
        review_cap: cap,
        refunded_credits: refund ? refundable : 0,
        refund_transaction_id: refund?.id ?? null,
        status_message: over ? overCapMessage(over) : null,
        updated_at: now,
        completed_at: waits ? null : now,
      })
      .where('id', '=', report.id)
      .execute();
    // After the status: a report counts for measured accuracy once settled (one awaiting review, once approved).
    if (!waits) await measureReportOrders(trx, report.id, now);
    return status;
  });
}

/** The (source, address) pairs the report claims: what its refund is, one credit each. */
export async function claimCount(trx: Trx, reportId: string): Promise<number> {
  const row = await trx
    .selectFrom('bounce_refunds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function insertClaims(
  trx: Trx,
  report: { id: string; user_id: string },
  claims: BounceClaim[],
  now: Date,
) {
  for (let i = 0; i < claims.length; i += 1000) {
    await trx
      .insertInto('bounce_refunds')
      .values(
        claims.slice(i, i + 1000).map((claim) => ({
          source_id: claim.sourceId,
          address_sha256: claim.addressSha256,
          user_id: report.user_id,
          report_id: report.id,
          created_at: now,
        })),
      )
      .execute();
  }
}
