/**
 * The match step of a bounce report, a batch of addresses at a time (`applyBounceReport` runs each batch in its own
 * short transaction under the user's lock): which of its hard-bounced addresses one of the customer's completed
 * orders or real-time checks called `valid` within the guarantee's 60 days, and which (order, address) pairs are
 * still unclaimed. What the batches find adds up in a {@link BounceMatching}; the sources' review cap is read once
 * all are done ({@link matchedSources}).
 */
import type { BounceMatch, BounceNotRefundable } from '@leadproof/contract/bounce-reports';
import type { Trx } from '../db/trx';
import { addressHashBytes, addressHashHex } from './address-hash';

/** How long after a check its `valid` verdict is guaranteed. */
export const GUARANTEE_DAYS = 60;
const DAY_MS = 24 * 3600 * 1000;
const CHUNK = 1000;
/** The key of the real-time checks, one source for the review cap. */
const REALTIME = 'realtime';

/** One refund the report claims: the (order or real-time check, address) pair it is given for. */
export type BounceClaim = { sourceId: string; addressSha256: string };

/** What the batches of one report matched so far. */
export type BounceMatching = {
  /** Per order id (or `realtime`): hard bounces of addresses it called valid, and the pairs this report claims. */
  perSource: Map<string, { validHardBounces: number; refundable: number }>;
  claims: number;
  /** Hard bounces that give nothing back, by reason. */
  notChecked: number;
  calledRisky: number;
  alreadyRefunded: number;
  /** Addresses whose pairs other reports hold while they await review, by the first such report's id. */
  heldBy: Map<string, number>;
  /** The charged rows of each order met so far; null for an order not completed (its verdicts do not count). */
  orders: Map<string, number | null>;
};

/** A batch's writes: the pairs it claims, and every (completed order, address) pair a hard bounce contradicts. */
export type BounceBatch = { claims: BounceClaim[]; orderBounces: BounceClaim[] };

/** One source a report claims refunds from, as its review cap sees it. */
export type BounceSource = {
  orderId: string | null;
  chargedRows: number;
  /** Pairs of this source already refunded, or held by a report awaiting review. */
  earlierClaims: number;
  claims: number;
};

type Verdict = {
  source_id: string;
  source: 'order' | 'realtime';
  address_sha256: string;
  status: 'valid' | 'risky';
  checked_at: Date;
};

/** Nothing matched yet. */
export function emptyMatching(): BounceMatching {
  return {
    perSource: new Map(),
    claims: 0,
    notChecked: 0,
    calledRisky: 0,
    alreadyRefunded: 0,
    heldBy: new Map(),
    orders: new Map(),
  };
}

const windowStart = (now: Date) => new Date(now.getTime() - GUARANTEE_DAYS * DAY_MS);

/** The charged rows of an order (its billable rows, or its delivered leads). */
function chargedRows(row: {
  billing: { rowsCounted: number; duplicates: number | null; unverifiable: number | null } | null;
  row_count: number | null;
}): number {
  const billing = row.billing;
  const charged = billing
    ? billing.rowsCounted - (billing.duplicates ?? 0) - (billing.unverifiable ?? 0)
    : (row.row_count ?? 0);
  return Math.max(0, charged);
}

/**
 * Matches one batch of distinct address hashes (at most 1,000) of `report`'s hard bounces at `now`, adding what it
 * finds to `matching`; returns the pairs to write. A pair claimed by another report is not claimed again: it was
 * refunded (a settled report), or is held by a report that waits for the operator (or is still being matched).
 */
export async function matchBounceBatch(
  trx: Trx,
  report: { id: string; user_id: string },
  hashes: readonly string[],
  now: Date,
  matching: BounceMatching,
): Promise<BounceBatch> {
  const userId = report.user_id;
  const verdicts: Verdict[] = await trx
    .selectFrom('address_verdicts')
    .select([
      'source_id',
      'source',
      addressHashHex('address_sha256').as('address_sha256'),
      'status',
      'checked_at',
    ])
    .where('user_id', '=', userId)
    .where('address_sha256', 'in', hashes.map(addressHashBytes))
    .where('checked_at', '>=', windowStart(now))
    .where('checked_at', '<=', now)
    .execute();
  const holders = new Map<string, { reportId: string; settled: boolean }>();
  const claimed = await trx
    .selectFrom('bounce_refunds as c')
    .innerJoin('bounce_reports as r', 'r.id', 'c.report_id')
    .select(['c.source_id', 'c.address_sha256', 'c.report_id', 'r.status'])
    .where('c.user_id', '=', userId)
    .where('c.address_sha256', 'in', hashes)
    .execute();
  for (const claim of claimed) {
    holders.set(`${claim.source_id}:${claim.address_sha256}`, {
      reportId: claim.report_id,
      settled: claim.status === 'completed',
    });
  }
  // Orders count only once completed: their verdicts are recorded just before the order is.
  const unseen = [
    ...new Set(
      verdicts
        .filter((v) => v.source === 'order' && !matching.orders.has(v.source_id))
        .map((v) => v.source_id),
    ),
  ];
  if (unseen.length > 0) {
    const rows = await trx
      .selectFrom('orders')
      .select(['id', 'billing', 'row_count'])
      .where('id', 'in', unseen)
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .execute();
    for (const id of unseen) matching.orders.set(id, null);
    for (const row of rows) matching.orders.set(row.id, chargedRows(row));
  }
  const byAddress = new Map<string, Verdict[]>();
  for (const verdict of verdicts) {
    if (verdict.source === 'order' && matching.orders.get(verdict.source_id) == null) continue;
    const list = byAddress.get(verdict.address_sha256) ?? [];
    list.push(verdict);
    byAddress.set(verdict.address_sha256, list);
  }
  const entry = (verdict: Verdict) => {
    const key = verdict.source === 'order' ? verdict.source_id : REALTIME;
    const found = matching.perSource.get(key) ?? { validHardBounces: 0, refundable: 0 };
    matching.perSource.set(key, found);
    return found;
  };
  const batch: BounceBatch = { claims: [], orderBounces: [] };
  for (const hash of hashes) {
    const found = byAddress.get(hash) ?? [];
    const valid = found.filter((v) => v.status === 'valid').sort((a, b) => +b.checked_at - +a.checked_at);
    if (found.length === 0) {
      matching.notChecked++;
      continue;
    }
    if (valid.length === 0) {
      matching.calledRisky++;
      continue;
    }
    for (const verdict of valid) {
      entry(verdict).validHardBounces++;
      if (verdict.source === 'order')
        batch.orderBounces.push({ sourceId: verdict.source_id, addressSha256: hash });
    }
    // One bounce, one credit: for the latest check that called it valid and no report has claimed it for yet.
    const open = valid.find((v) => !holders.has(`${v.source_id}:${hash}`));
    if (open) {
      batch.claims.push({ sourceId: open.source_id, addressSha256: hash });
      entry(open).refundable++;
      matching.claims++;
      continue;
    }
    const held = valid.map((v) => holders.get(`${v.source_id}:${hash}`));
    if (held.some((holder) => holder?.settled)) {
      matching.alreadyRefunded++;
      continue;
    }
    // Held, not refunded: whichever report is approved refunds it (a rejected one hands it on, `reviewBounceReports`).
    const holder = held.find((h) => h !== undefined)?.reportId ?? '';
    matching.heldBy.set(holder, (matching.heldBy.get(holder) ?? 0) + 1);
  }
  return batch;
}

/**
 * The sources `report` claims from, as its review cap sees them once every batch is written: each order's charged
 * rows (the real-time checks of the window as one source) and the pairs other reports took or hold for it. Reports
 * still being matched do not count yet: each report's sources are read under the user's lock as it settles, so of
 * two reports matched at once the second to settle counts the first's claims.
 */
export async function matchedSources(
  trx: Trx,
  report: { id: string; user_id: string },
  matching: BounceMatching,
  now: Date,
): Promise<{ sources: BounceSource[]; matched: BounceMatch[] }> {
  const userId = report.user_id;
  const realtimeIds = matching.perSource.has(REALTIME)
    ? await realtimeCheckIds(trx, userId, windowStart(now))
    : [];
  const claiming = [...matching.perSource].filter(([, counts]) => counts.refundable > 0).map(([key]) => key);
  const earlier = await earlierClaims(
    trx,
    report,
    claiming.filter((key) => key !== REALTIME),
    claiming.includes(REALTIME) ? realtimeIds : [],
  );
  const sources: BounceSource[] = [];
  const matched: BounceMatch[] = [];
  for (const [key, counts] of matching.perSource) {
    const orderId = key === REALTIME ? null : key;
    const rows = key === REALTIME ? realtimeIds.length : (matching.orders.get(key) ?? 0);
    matched.push({ orderId, ...counts, chargedRows: rows });
    if (counts.refundable > 0)
      sources.push({
        orderId,
        chargedRows: rows,
        earlierClaims: earlier.get(key) ?? 0,
        claims: counts.refundable,
      });
  }
  matched.sort(
    (a, b) => b.validHardBounces - a.validHardBounces || String(a.orderId).localeCompare(String(b.orderId)),
  );
  return { sources, matched };
}

/** The ids of `userId`'s real-time checks (their charging transactions) since `since`: each one charged row. */
async function realtimeCheckIds(trx: Trx, userId: string, since: Date): Promise<string[]> {
  const rows = await trx
    .selectFrom('credit_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('reason', '=', 'realtime')
    .where('amount', '<', 0)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * How many (source, address) pairs other reports refunded or hold for review, for each of `orderIds`, and (under
 * `realtime`) for the real-time checks `realtimeIds`.
 */
async function earlierClaims(
  trx: Trx,
  report: { id: string; user_id: string },
  orderIds: readonly string[],
  realtimeIds: readonly string[],
): Promise<Map<string, number>> {
  const counted = (sourceIds: readonly string[]) =>
    trx
      .selectFrom('bounce_refunds as c')
      .innerJoin('bounce_reports as r', 'r.id', 'c.report_id')
      .where('c.user_id', '=', report.user_id)
      .where('c.source_id', 'in', sourceIds)
      .where('c.report_id', '<>', report.id)
      .where('r.status', 'in', ['completed', 'awaiting_review']);
  const counts = new Map<string, number>();
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const rows = await counted(orderIds.slice(i, i + CHUNK))
      .select(['c.source_id', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('c.source_id')
      .execute();
    for (const row of rows) counts.set(row.source_id, Number(row.count));
  }
  let realtime = 0;
  for (let i = 0; i < realtimeIds.length; i += CHUNK) {
    const row = await counted(realtimeIds.slice(i, i + CHUNK))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    realtime += Number(row.count);
  }
  if (realtime > 0) counts.set(REALTIME, realtime);
  return counts;
}

/** "2 hard-bounced addresses are awaiting review in report 1a2b3c4d: …", for the reports holding them. */
export function heldMessage(addresses: number, reportIds: readonly string[]): string {
  const reports = reportIds.map((id) => id.slice(0, 8)).join(', ');
  const verb = addresses === 1 ? 'address is' : 'addresses are';
  return `${addresses} hard-bounced ${verb} awaiting review in report ${reports}: refunded once, by whichever report is approved.`;
}

/** The reasons some reported addresses gave nothing back, in words, leaving out the empty ones. */
export function notRefundable(
  counts: { soft: number; unknown: number },
  matching: Pick<BounceMatching, 'notChecked' | 'calledRisky' | 'alreadyRefunded' | 'heldBy'>,
): BounceNotRefundable[] {
  const held = [...matching.heldBy.values()].reduce((sum, n) => sum + n, 0);
  const holders = [...matching.heldBy.keys()];
  const plural = (n: number) => (n === 1 ? 'address' : 'addresses');
  const all: BounceNotRefundable[] = [
    {
      reason: 'soft_bounce',
      addresses: counts.soft,
      message: `${counts.soft} soft ${plural(counts.soft)} (mailbox full, greylisted, throttled or blocked by policy): the mailbox may still exist.`,
    },
    {
      reason: 'unknown_bounce',
      addresses: counts.unknown,
      message: `${counts.unknown} ${plural(counts.unknown)} whose bounce says too little to tell a missing mailbox from a passing failure.`,
    },
    {
      reason: 'not_checked',
      addresses: matching.notChecked,
      message: `${matching.notChecked} hard-bounced ${plural(matching.notChecked)} that none of your orders or real-time checks of the last ${GUARANTEE_DAYS} days called valid.`,
    },
    {
      reason: 'called_risky',
      addresses: matching.calledRisky,
      message: `${matching.calledRisky} hard-bounced ${plural(matching.calledRisky)} we called risky (for example catch-all), which the guarantee does not cover.`,
    },
    {
      reason: 'already_refunded',
      addresses: matching.alreadyRefunded,
      message: `${matching.alreadyRefunded} hard-bounced ${plural(matching.alreadyRefunded)} already refunded by an earlier report.`,
    },
    { reason: 'awaiting_review', addresses: held, message: heldMessage(held, holders), reportIds: holders },
  ];
  return all.filter((item) => item.addresses > 0);
}
