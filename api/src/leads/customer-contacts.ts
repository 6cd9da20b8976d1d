/**
 * The contacts a customer already has: after an upload is verified, the normalised e-mails and E.164
 * phones of its results are kept as `customer_contact_keys`, so lead purchases never offer them.
 * Takes the results rows as the engine writes them (`recordWhileVerifying`; `recordResults` over the file merged
 * after the mailbox check) and writes keys in batches: memory stays bounded whatever the file size.
 */
import { unguardCell } from '@leadproof/engine';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { batchWrites } from '../orders/delivery/batch-writes';
import type { ResultsRecorder } from '../orders/delivery/results-recorders';

/**
 * Keys a batch: written sorted, a batch walks the primary key once, so the more keys a walk serves the less each costs
 * (PGlite's 16 MB of buffers hold a fraction of the index). 50,000 keys, a few MB, cost embedded a third less CPU than
 * 5,000 (docs/decisions/orders.md, "An order's records: one random index").
 */
const BATCH = 50_000;

/**
 * Records the `lp_email` and `lp_phone_e164` values of each results row of `order` it is given, for its user, in
 * batches of `batchSize` distinct keys, while the order's contacts are pending (`pending_customer_contacts`).
 */
export function customerContactsRecorder(
  database: Database,
  order: { id: string; user_id: string },
  batchSize = BATCH,
): ResultsRecorder {
  let emailColumn = -1;
  let phoneColumn = -1;
  let batch = new Set<string>();
  const writes = batchWrites();
  const flush = async () => {
    if (batch.size === 0) return;
    const keys = [...batch];
    batch = new Set();
    // One array parameter, not one per key: a batch is a short statement to parse and plan. In the primary key's
    // order, the batch walks the index once rather than a page per key: PGlite's small buffer pool otherwise reads
    // and writes a page back for most keys. Only while the order's contacts are pending: an account erasure deletes
    // its keys and pending orders in one transaction, and a batch after it must not bring keys back.
    await writes.write(() =>
      sql`insert into customer_contact_keys (user_id, contact_key)
          select ${order.user_id}::uuid, key from unnest(${keys}::text[]) as key
          where exists (select 1 from pending_customer_contacts where order_id = ${order.id}::uuid)
          order by key
          on conflict (user_id, contact_key) do nothing`.execute(database.db),
    );
  };
  return {
    header(cells) {
      // The engine's columns come after the customer's: the last of a name is the engine's.
      emailColumn = cells.lastIndexOf('lp_email');
      phoneColumn = cells.lastIndexOf('lp_phone_e164');
    },
    async row(cells) {
      const email = (cells[emailColumn] ?? '').trim().toLowerCase();
      if (email.includes('@')) batch.add(email);
      const phone = unguardCell(cells[phoneColumn] ?? '').trim();
      if (/^\+[1-9]\d{6,14}$/.test(phone)) batch.add(phone);
      if (batch.size >= batchSize) await flush();
    },
    async end() {
      await flush();
      await writes.finish();
    },
  };
}
