/**
 * What a customer's own bounce reports teach their later checks (issue 37 item 6): an address one of their reports
 * says hard-bounced is `invalid`/`mailbox_not_found` for them, with the evidence "reported bounce (date)". Keyed by
 * (user, SHA-256 of the address), and only ever read for the same user: no other customer's check looks here.
 */
import type { MailboxVerdict } from '@leadproof/engine';
import type { Database } from '../db/database';
import type { Trx } from '../db/trx';
import { addressHash } from './address-hash';

/** How long a reported hard bounce is remembered: a mailbox that is gone rarely comes back within a year. */
export const REPORTED_BOUNCE_DAYS = 365;
const CHUNK = 1000;

/**
 * Remembers the hard-bounced `addresses` of a report the job has just read, under its lock. An address an earlier
 * report named keeps that report (and its date): the evidence names when the customer first told us.
 */
export async function recordReportedBounces(
  trx: Trx,
  report: { id: string; user_id: string; created_at: Date },
  addresses: readonly string[],
): Promise<void> {
  const hashes = [...new Set(addresses.map(addressHash))];
  for (let i = 0; i < hashes.length; i += CHUNK) {
    await trx
      .insertInto('reported_bounces')
      .values(
        hashes.slice(i, i + CHUNK).map((address_sha256) => ({
          user_id: report.user_id,
          address_sha256,
          report_id: report.id,
          reported_at: report.created_at,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'address_sha256']).doNothing())
      .execute();
  }
}

/** The mailbox verdict a reported hard bounce stands for: no such mailbox, as the customer's platform said. */
export function reportedBounceVerdict(reportedAt: Date): MailboxVerdict {
  const iso = reportedAt.toISOString();
  return {
    status: 'invalid',
    reason: 'mailbox_not_found',
    smtp: `reported bounce (${iso.slice(0, 10)})`,
    mx: '',
    checkedAt: iso,
    retry: false,
  };
}

/** Whether any of the user's own reports left a reported bounce: most users have none, and their orders skip the look-up. */
export async function hasReportedBounces(database: Database, userId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('reported_bounces')
    .select('user_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The verdicts the user's own reports give of `addresses`, by address as given; absent for the others. */
export async function reportedBounceVerdicts(
  database: Database,
  userId: string,
  addresses: readonly string[],
): Promise<Map<string, MailboxVerdict>> {
  const byHash = new Map<string, string[]>();
  for (const address of addresses) {
    const hash = addressHash(address);
    byHash.set(hash, [...(byHash.get(hash) ?? []), address]);
  }
  const hashes = [...byHash.keys()];
  const found = new Map<string, MailboxVerdict>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await database.db
      .selectFrom('reported_bounces')
      .select(['address_sha256', 'reported_at'])
      .where('user_id', '=', userId)
      .where('address_sha256', 'in', hashes.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) {
      const verdict = reportedBounceVerdict(new Date(row.reported_at));
      for (const address of byHash.get(row.address_sha256) ?? []) found.set(address, verdict);
    }
  }
  return found;
}
