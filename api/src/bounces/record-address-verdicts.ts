/**
 * What the bounce guarantee matches reports against: for each address an order or a real-time check called `valid`
 * or `risky`, a row of `address_verdicts` (docs/decisions/bounces.md, "Bounce guarantee: where verdicts are looked up").
 * An order's rows are written in batches from its results rows as the engine writes them (`recordWhileVerifying`),
 * or from its results file when it was rewritten after the engine (`recordResults`); a real-time check's in the
 * transaction that charges it.
 */
import type { ContactVerdict } from '@leadproof/contract/verify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { AddressVerdictsTable } from '../db/schema';
import type { Trx } from '../db/trx';
import { batchWrites } from '../orders/delivery/batch-writes';
import { type ResultsRecorder, recordResults } from '../orders/delivery/results-recorders';
import { addressHash } from './address-hash';

const BATCH = 5000;

type Covered = AddressVerdictsTable['status'];
const isCovered = (status: string): status is Covered => status === 'valid' || status === 'risky';

/** The domain of an address, lower-cased: what the per-domain aggregates group by. */
function domainOf(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

type VerdictRow = Omit<AddressVerdictsTable, 'address_sha256' | 'checked_at' | 'domain' | 'catch_all'> & {
  /** Hex, as `addressHash` gives it: stored as its bytes. */
  address_sha256: string;
  checked_at: Date;
  domain: string;
  catch_all: boolean;
};

/**
 * Inserts `rows`, one array parameter per column (not one parameter per cell): an order's 5,000-row batch is then a
 * short statement to parse and plan, on PostgreSQL and in PGlite alike. The rows go in in the order of the table's
 * random-keyed index (user, address): each batch then walks the index once instead of touching a page per row, which
 * matters most to PGlite's small buffer pool (docs/decisions/orders.md, "An order's records: one random index").
 */
async function insertVerdicts(db: Trx, rows: VerdictRow[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof VerdictRow>(key: K) => rows.map((row) => row[key]);
  await sql`insert into address_verdicts
      (user_id, source_id, source, address_sha256, status, checked_at, domain, catch_all)
    select user_id, source_id, source, decode(address_hex, 'hex'), status, checked_at, domain, catch_all
    from unnest(
      ${column('user_id')}::uuid[], ${column('source_id')}::uuid[], ${column('source')}::text[],
      ${column('address_sha256')}::text[], ${column('status')}::text[], ${column('checked_at')}::timestamptz[],
      ${column('domain')}::text[], ${column('catch_all')}::boolean[])
      as v(user_id, source_id, source, address_hex, status, checked_at, domain, catch_all)
    order by 1, 4
    on conflict (user_id, address_sha256, source_id) do nothing`.execute(db);
}

/** Records the `valid` and `risky` addresses of the results rows it is given for `order`, in batches, replacing earlier ones. */
export function orderVerdictsRecorder(
  database: Database,
  order: { id: string; user_id: string },
  checkedAt: Date = new Date(),
): ResultsRecorder {
  let emailColumn = -1;
  let statusColumn = -1;
  let reasonColumn = -1;
  let batch = new Map<string, { status: Covered; domain: string; catchAll: boolean }>();
  let cleared = false;
  const writes = batchWrites();
  const flush = async () => {
    // A retried delivery may reach other verdicts: its rows replace the earlier try's. The order completes only
    // after this pass, and matching reads completed orders only, so no report sees the rows half replaced.
    if (!cleared) {
      await writes.write(() =>
        database.db.deleteFrom('address_verdicts').where('source_id', '=', order.id).execute(),
      );
      cleared = true;
    }
    const rows = [...batch].map(
      ([address_sha256, verdict]): VerdictRow => ({
        user_id: order.user_id,
        source_id: order.id,
        source: 'order' as const,
        address_sha256,
        status: verdict.status,
        checked_at: checkedAt,
        domain: verdict.domain,
        catch_all: verdict.catchAll,
      }),
    );
    batch = new Map();
    await writes.write(() => insertVerdicts(database.db, rows));
  };
  return {
    header(cells) {
      // The engine's columns come after the customer's: the last of a name is the engine's.
      emailColumn = cells.lastIndexOf('lp_email');
      statusColumn = cells.lastIndexOf('lp_email_status');
      reasonColumn = cells.lastIndexOf('lp_email_reason');
    },
    async row(cells) {
      const email = cells[emailColumn] ?? '';
      const status = cells[statusColumn] ?? '';
      if (!email.includes('@') || !isCovered(status)) return;
      const key = addressHash(email);
      // A duplicate row repeats its first row's verdict; `valid` wins should two rows of one address differ.
      if (batch.get(key)?.status !== 'valid') {
        const catchAll = (cells[reasonColumn] ?? '').split(';').includes('catch_all');
        batch.set(key, { status, domain: domainOf(email), catchAll });
      }
      if (batch.size >= BATCH) await flush();
    },
    async end() {
      await flush();
      await writes.finish();
    },
  };
}

/** Records the `valid` and `risky` addresses of `order`'s results file; a second run replaces the first's. */
export function recordOrderVerdicts(
  database: Database,
  order: { id: string; user_id: string },
  resultsFile: string,
  checkedAt: Date = new Date(),
): Promise<void> {
  return recordResults(resultsFile, [orderVerdictsRecorder(database, order, checkedAt)]);
}

/**
 * Records the `valid` and `risky` addresses of real-time checks (of one user or many, a group commit's), each under the
 * ledger transaction that charged it.
 */
export async function recordRealtimeVerdicts(
  trx: Trx,
  checks: ReadonlyArray<{ userId: string; verdict: ContactVerdict; transactionId: string }>,
  checkedAt: Date = new Date(),
): Promise<void> {
  await insertVerdicts(
    trx,
    checks.flatMap(({ userId, verdict, transactionId }) =>
      verdict.email.normalized.includes('@') && isCovered(verdict.email.status)
        ? [
            {
              user_id: userId,
              source_id: transactionId,
              source: 'realtime' as const,
              address_sha256: addressHash(verdict.email.normalized),
              status: verdict.email.status,
              checked_at: checkedAt,
              domain: domainOf(verdict.email.normalized),
              catch_all: verdict.email.reasons.includes('catch_all'),
            },
          ]
        : [],
    ),
  );
}
