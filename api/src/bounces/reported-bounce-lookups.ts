/**
 * The reported-bounce look-ups of real-time checks (`knownMailbox`), one statement per turn of the event loop: every
 * check that asks in one turn (a batch's contacts, the calls an answered group commit let go on, the requests read in
 * one poll) is answered by one `select … join unnest(…)` sent when the turn ends, instead of one round trip each. A
 * lone check waits for the end of its turn only, never for another statement: statements do not queue behind each
 * other (issue 38's third pass tried a one-in-flight queue here, and it became a stage every check waited at).
 */
import type { MailboxVerdict } from '@leadproof/engine';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { addressHash } from './address-hash';
import { reportedBounceVerdict, reportedBounceVerdicts } from './reported-bounces';

/** One check's question, and the check waiting for the answer. */
type Lookup = {
  userId: string;
  address: string;
  hash: string;
  resolve: (verdict: MailboxVerdict | undefined) => void;
  reject: (error: unknown) => void;
};

/** The most look-ups one statement carries: a turn with more sends several. */
const MAX_LOOKUPS_PER_STATEMENT = 1000;

const waitingByDatabase = new WeakMap<Database, Lookup[]>();

const keyOf = (userId: string, hash: string) => `${userId.toLowerCase()}:${hash}`;

/** The verdict a report of `userId`'s gives of `address`, if one named it (asked with the turn's other checks). */
export function reportedBounceOf(
  database: Database,
  userId: string,
  address: string,
): Promise<MailboxVerdict | undefined> {
  return new Promise((resolve, reject) => {
    let waiting = waitingByDatabase.get(database);
    if (!waiting) {
      waiting = [];
      waitingByDatabase.set(database, waiting);
      setImmediate(() => {
        waitingByDatabase.delete(database);
        for (let i = 0; i < waiting!.length; i += MAX_LOOKUPS_PER_STATEMENT)
          void lookUp(database, waiting!.slice(i, i + MAX_LOOKUPS_PER_STATEMENT));
      });
    }
    waiting.push({ userId, address, hash: addressHash(address), resolve, reject });
  });
}

async function lookUp(database: Database, lookups: readonly Lookup[]): Promise<void> {
  try {
    const { rows } = await sql<{ user_id: string; address_sha256: string; reported_at: Date | string }>`
      select r.user_id, r.address_sha256, r.reported_at from reported_bounces r
      join unnest(${lookups.map((lookup) => lookup.userId)}::uuid[],
        ${lookups.map((lookup) => lookup.hash)}::text[])
        as wanted(user_id, address_sha256)
      on r.user_id = wanted.user_id and r.address_sha256 = wanted.address_sha256`.execute(database.db);
    const found = new Map(
      rows.map((row) => [keyOf(row.user_id, row.address_sha256), new Date(row.reported_at)] as const),
    );
    for (const lookup of lookups) {
      const reportedAt = found.get(keyOf(lookup.userId, lookup.hash));
      lookup.resolve(reportedAt ? reportedBounceVerdict(reportedAt) : undefined);
    }
  } catch (error) {
    if (lookups.length === 1) lookups[0]!.reject(error);
    // One check's failure must not fail the checks it was grouped with: each asks again alone.
    else
      for (const lookup of lookups) {
        reportedBounceVerdicts(database, lookup.userId, [lookup.address]).then(
          (verdicts) => lookup.resolve(verdicts.get(lookup.address)),
          lookup.reject,
        );
      }
  }
}
