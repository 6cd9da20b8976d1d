/**
 * The match step of a bounce report: which of its hard-bounced addresses one of the customer's completed orders or
 * real-time checks called `valid` within the guarantee's 60 days, and which (order, address) pairs are still
 * unrefunded. It runs under the user's lock (`applyBounceReport`), so the claims it reads cannot change under it.
 */
import type { BounceMatch, BounceNotRefundable } from '@leadproof/sdk';
import type { Trx } from '../credits/creditLedger';
import { addressHash } from './addressHash';

/** How long after a check its `valid` verdict is guaranteed. */
export const GUARANTEE_DAYS = 60;
const DAY_MS = 24 * 3600 * 1000;
const CHUNK = 1000;

/** One refund the report claims: the (order or real-time check, address) pair it is given for. */
export type BounceClaim = { sourceId: string; addressSha256: string };

/** What the hard bounces of a report match. */
export type BounceMatching = {
  claims: BounceClaim[];
  /** Every (completed order, address) pair whose `valid` verdict a hard bounce contradicts, refundable or not. */
  orderBounces: BounceClaim[];
  matched: BounceMatch[];
  /** Hard bounces that give nothing back, by reason. */
  notChecked: number;
  calledRisky: number;
  alreadyRefunded: number;
  /**
   * Each source this report claims from (an order, or `null` for the real-time checks of the window): its charged
   * rows, what earlier reports took or hold for it, and what this report claims. The review cap is per source.
   */
  sources: BounceSource[];
};

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

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Matches the hard-bounced `addresses` of `userId` at `now`. */
export async function matchBounces(
  trx: Trx,
  userId: string,
  addresses: readonly string[],
  now: Date,
): Promise<BounceMatching> {
  const since = new Date(now.getTime() - GUARANTEE_DAYS * DAY_MS);
  const hashes = [...new Set(addresses.map(addressHash))];
  const verdicts: Verdict[] = [];
  const claimed = new Set<string>();
  for (const chunk of chunks(hashes)) {
    verdicts.push(
      ...(await trx
        .selectFrom('address_verdicts')
        .select(['source_id', 'source', 'address_sha256', 'status', 'checked_at'])
        .where('user_id', '=', userId)
        .where('address_sha256', 'in', chunk)
        .where('checked_at', '>=', since)
        .where('checked_at', '<=', now)
        .execute()),
    );
    const refunds = await trx
      .selectFrom('bounce_refunds')
      .select(['source_id', 'address_sha256'])
      .where('user_id', '=', userId)
      .where('address_sha256', 'in', chunk)
      .execute();
    for (const refund of refunds) claimed.add(`${refund.source_id}:${refund.address_sha256}`);
  }
  // Orders count only once completed: their verdicts are recorded just before the order is.
  const orderIds = [...new Set(verdicts.filter((v) => v.source === 'order').map((v) => v.source_id))];
  const orders = new Map<string, number>();
  for (const chunk of chunks(orderIds)) {
    const rows = await trx
      .selectFrom('orders')
      .select(['id', 'billing', 'row_count'])
      .where('id', 'in', chunk)
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .execute();
    for (const row of rows) {
      const billing = row.billing;
      const charged = billing
        ? billing.rowsCounted - (billing.duplicates ?? 0) - (billing.unverifiable ?? 0)
        : (row.row_count ?? 0);
      orders.set(row.id, Math.max(0, charged));
    }
  }
  const live = verdicts.filter((v) => v.source === 'realtime' || orders.has(v.source_id));
  const byAddress = new Map<string, Verdict[]>();
  for (const verdict of live) {
    const list = byAddress.get(verdict.address_sha256) ?? [];
    list.push(verdict);
    byAddress.set(verdict.address_sha256, list);
  }
  // Real-time checks are one entry (orderId null): each check is one charged row.
  const REALTIME = 'realtime';
  const perSource = new Map<string, { validHardBounces: number; refundable: number }>();
  const entry = (key: string) => {
    const found = perSource.get(key) ?? { validHardBounces: 0, refundable: 0 };
    perSource.set(key, found);
    return found;
  };
  const result: BounceMatching = {
    claims: [],
    orderBounces: [],
    matched: [],
    notChecked: 0,
    calledRisky: 0,
    alreadyRefunded: 0,
    sources: [],
  };
  for (const hash of hashes) {
    const found = byAddress.get(hash) ?? [];
    const valid = found.filter((v) => v.status === 'valid').sort((a, b) => +b.checked_at - +a.checked_at);
    if (found.length === 0) {
      result.notChecked++;
      continue;
    }
    if (valid.length === 0) {
      result.calledRisky++;
      continue;
    }
    for (const verdict of valid) {
      entry(verdict.source === 'order' ? verdict.source_id : REALTIME).validHardBounces++;
      if (verdict.source === 'order')
        result.orderBounces.push({ sourceId: verdict.source_id, addressSha256: hash });
    }
    // One bounce, one credit: for the latest check that called it valid and has not been refunded for it yet.
    const open = valid.find((v) => !claimed.has(`${v.source_id}:${hash}`));
    if (!open) {
      result.alreadyRefunded++;
      continue;
    }
    claimed.add(`${open.source_id}:${hash}`);
    result.claims.push({ sourceId: open.source_id, addressSha256: hash });
    entry(open.source === 'order' ? open.source_id : REALTIME).refundable++;
  }
  const realtimeIds = perSource.has(REALTIME) ? await realtimeCheckIds(trx, userId, since) : [];
  const earlier = await earlierClaims(
    trx,
    userId,
    [...perSource].filter(([key, counts]) => key !== REALTIME && counts.refundable > 0).map(([key]) => key),
    realtimeIds,
  );
  for (const [key, counts] of perSource) {
    const chargedRows = key === REALTIME ? realtimeIds.length : (orders.get(key) ?? 0);
    result.matched.push({ orderId: key === REALTIME ? null : key, ...counts, chargedRows });
    if (counts.refundable > 0)
      result.sources.push({
        orderId: key === REALTIME ? null : key,
        chargedRows,
        earlierClaims: earlier.get(key) ?? 0,
        claims: counts.refundable,
      });
  }
  result.matched.sort(
    (a, b) => b.validHardBounces - a.validHardBounces || String(a.orderId).localeCompare(String(b.orderId)),
  );
  return result;
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
 * How many (source, address) pairs earlier reports took or hold for each of `orderIds`, and (under `realtime`) for
 * the real-time checks `realtimeIds`. Read before this report's claims are written, under the user's lock.
 */
async function earlierClaims(
  trx: Trx,
  userId: string,
  orderIds: readonly string[],
  realtimeIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const chunk of chunks(orderIds)) {
    const rows = await trx
      .selectFrom('bounce_refunds')
      .select(['source_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('user_id', '=', userId)
      .where('source_id', 'in', chunk)
      .groupBy('source_id')
      .execute();
    for (const row of rows) counts.set(row.source_id, Number(row.count));
  }
  let realtime = 0;
  for (const chunk of chunks(realtimeIds)) {
    const row = await trx
      .selectFrom('bounce_refunds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('source_id', 'in', chunk)
      .executeTakeFirstOrThrow();
    realtime += Number(row.count);
  }
  if (realtime > 0) counts.set('realtime', realtime);
  return counts;
}

/** The reasons some reported addresses gave nothing back, in words, leaving out the empty ones. */
export function notRefundable(
  counts: { soft: number; unknown: number },
  matching: Pick<BounceMatching, 'notChecked' | 'calledRisky' | 'alreadyRefunded'>,
): BounceNotRefundable[] {
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
  ];
  return all.filter((item) => item.addresses > 0);
}
