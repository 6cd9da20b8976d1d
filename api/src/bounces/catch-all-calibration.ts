/**
 * What bounce reports across customers say of a catch-all domain (issue 37 item 6), for the connect score: of the
 * addresses on it that a mailbox check called catch-all, for customers who report their bounces, the share whose
 * customer later reported a hard bounce. Only this per-domain share leaves a customer's records, and only as one of
 * two words (`rare`, `frequent`) once several customers' checks back it: no address, count or customer shows.
 */
import type { CatchAllBounces } from '@leadproof/engine';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Catch-all addresses a domain needs before its share says anything. */
export const MIN_CATCH_ALL_CHECKS = 20;
/** Customers whose checks they must come from: one customer's reports (or forged logs) never decide alone. */
export const MIN_CATCH_ALL_CUSTOMERS = 3;
/** At most this share bounced: `rare`. */
export const RARE_BOUNCE_SHARE = 0.02;
/** At least this share bounced: `frequent`. */
export const FREQUENT_BOUNCE_SHARE = 0.1;
const CHUNK = 500;

/** The calibration of a domain from its counts; undefined when they are too few, or in between. */
export function catchAllBouncesOf(counts: {
  checked: number;
  bounced: number;
  customers: number;
}): CatchAllBounces | undefined {
  if (counts.checked < MIN_CATCH_ALL_CHECKS || counts.customers < MIN_CATCH_ALL_CUSTOMERS) return undefined;
  const share = counts.bounced / counts.checked;
  if (share <= RARE_BOUNCE_SHARE) return 'rare';
  if (share >= FREQUENT_BOUNCE_SHARE) return 'frequent';
  return undefined;
}

/**
 * The calibration of each of `domains` (lower-cased) that has one. Counts each customer's address once, over the
 * verdicts still kept (the guarantee's 60 days), and only the checks of customers who uploaded a bounce report
 * after them: a customer who never reports says nothing about delivery. A report waiting for review, or one the
 * operator rejected, taught nothing (`reported_bounces` rows of the latter are deleted). An order's verdicts count
 * once it completed: they are recorded while its engine runs, so a failed or running order's are partial.
 */
export async function catchAllCalibration(
  database: Database,
  domains: readonly string[],
): Promise<Map<string, CatchAllBounces>> {
  const wanted = [...new Set(domains.map((domain) => domain.toLowerCase()))];
  const found = new Map<string, CatchAllBounces>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const rows = await sql<{ domain: string; checked: string; bounced: string; customers: string }>`
      select av.domain,
        count(distinct av.user_id::text || ':' || encode(av.address_sha256, 'hex')) as checked,
        count(distinct case when br.status = 'completed' then av.user_id::text || ':' || encode(av.address_sha256, 'hex') end)
          as bounced,
        count(distinct av.user_id) as customers
      from address_verdicts av
      left join reported_bounces rb
        on rb.user_id = av.user_id and rb.address_sha256 = encode(av.address_sha256, 'hex') and rb.reported_at >= av.checked_at
      left join bounce_reports br on br.id = rb.report_id
      where av.catch_all and av.domain in (${sql.join(chunk)})
        and (av.source <> 'order' or exists (
          select 1 from orders o where o.id = av.source_id and o.status = 'completed'
        ))
        and exists (
          select 1 from bounce_reports settled
          where settled.user_id = av.user_id and settled.status = 'completed' and settled.created_at >= av.checked_at
        )
      group by av.domain
    `.execute(database.db);
    for (const row of rows.rows) {
      const calibration = catchAllBouncesOf({
        checked: Number(row.checked),
        bounced: Number(row.bounced),
        customers: Number(row.customers),
      });
      if (calibration) found.set(row.domain, calibration);
    }
  }
  return found;
}
