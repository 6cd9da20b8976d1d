/**
 * The local checkout's webhook signing secret: generated on first start and kept in `app_settings`,
 * like the auth signing key, so restarts and several processes sign and verify with the same one.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

const KEY = 'billing.local_webhook_secret';

/** Loads the secret, generating it the first time; concurrent first starts agree on one. */
export async function loadLocalWebhookSecret(database: Database): Promise<string> {
  await database.db
    .insertInto('app_settings')
    .values({ key: KEY, value: JSON.stringify(`whsec_${randomBytes(32).toString('hex')}`) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  return stored.value as string;
}
