/**
 * Finds which of our users a provider object belongs to: the user id we put on it (checkout's
 * client reference, metadata) when that user exists, else the customer's owner.
 */
import type { Database } from '../db/database';
import { findUserIdByCustomer } from './billing-customers';

/** The user id, or undefined when neither hint names one of our users. */
export async function resolveUser(
  database: Database,
  hints: { userId?: string | null | undefined; customerId?: string | null | undefined },
): Promise<string | undefined> {
  if (hints.userId && /^[0-9a-f-]{36}$/i.test(hints.userId)) {
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', hints.userId)
      .executeTakeFirst();
    if (user) return user.id;
  }
  return hints.customerId ? findUserIdByCustomer(database, hints.customerId) : undefined;
}
