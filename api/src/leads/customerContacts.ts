/**
 * The contacts a customer already has: after an upload is verified, the normalised e-mails and E.164
 * phones of its results are kept as `customer_contact_keys`, so lead purchases never offer them.
 * Streams the results file and writes keys in batches: memory stays bounded whatever the file size.
 */
import { createReadStream } from 'node:fs';
import { unguardCell } from '@leadproof/engine';
import type { Database } from '../db/database';
import { csvRows } from './csvRows';

const BATCH = 1000;

/** Records the `lp_email` and `lp_phone_e164` values of the results file at `resultsFile` for `userId`. */
export async function recordCustomerContacts(
  database: Database,
  userId: string,
  resultsFile: string,
): Promise<number> {
  let emailColumn = -1;
  let phoneColumn = -1;
  let header = true;
  let batch = new Set<string>();
  let recorded = 0;
  const flush = async () => {
    if (batch.size === 0) return;
    await database.db
      .insertInto('customer_contact_keys')
      .values([...batch].map((contact_key) => ({ user_id: userId, contact_key })))
      .onConflict((oc) => oc.columns(['user_id', 'contact_key']).doNothing())
      .execute();
    recorded += batch.size;
    batch = new Set();
  };
  for await (const cells of csvRows(createReadStream(resultsFile))) {
    if (header) {
      // The engine's columns come after the customer's: the last of a name is the engine's.
      emailColumn = cells.lastIndexOf('lp_email');
      phoneColumn = cells.lastIndexOf('lp_phone_e164');
      header = false;
      continue;
    }
    const email = (cells[emailColumn] ?? '').trim().toLowerCase();
    if (email.includes('@')) batch.add(email);
    const phone = unguardCell(cells[phoneColumn] ?? '').trim();
    if (/^\+[1-9]\d{6,14}$/.test(phone)) batch.add(phone);
    if (batch.size >= BATCH) await flush();
  }
  await flush();
  return recorded;
}
