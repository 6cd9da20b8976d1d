/**
 * Account deletion's last data step: the `users` row becomes a tombstone with no e-mail, name or company (the
 * ledger's rows keep pointing at its opaque id, as accounting needs), and the free-trial record keeps only a digest
 * of the mailbox.
 */
import type { Database } from '../db/database';
import { deletedMailboxDigest } from '../users/canonical-mailbox';

/** Anonymizes the profile and trial record of `userId`; running it again does no harm. */
export async function anonymizeAccount(database: Database, userId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email: '', first_name: null, last_name: null, company: null })
      .where('id', '=', userId)
      .execute();
    const grant = await trx
      .selectFrom('trial_grants')
      .select('mailbox')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (grant && !grant.mailbox.startsWith('sha256:')) {
      await trx
        .updateTable('trial_grants')
        .set({ mailbox: deletedMailboxDigest(grant.mailbox), client_ip: '' })
        .where('user_id', '=', userId)
        .execute();
    }
  });
}
