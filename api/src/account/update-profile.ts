/**
 * `PATCH /api/users/me`: the account's name and company. The auth user's metadata changes first (what its next
 * tokens, and the dashboard's greeting, carry), then the product's record (receipts, exports, order e-mails), so an
 * auth server that cannot be reached leaves both as they were.
 */
import type { userProfileUpdateBodySchema } from '@leadproof/contract/users';
import type { z } from 'zod';
import type { Services } from '../services';
import { type AccountAuth, type AccountAuthDeps, accountAuthFor, type ProfileMetadata } from './account-auth';

/** The fields to change, as the contract parses them (`company: null` removes it). */
export type ProfileChanges = z.output<typeof userProfileUpdateBodySchema>;

/** The profile row after the change. */
export type UpdatedProfile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
};

/** What changing a profile needs: the auth server's, and the database of `users`. */
export type UpdateProfileDeps = AccountAuthDeps & Pick<Services, 'database'>;

/** Changes the fields given of account `userId`, in the auth server and then in `users`. */
export async function updateProfile(
  services: UpdateProfileDeps,
  userId: string,
  changes: ProfileChanges,
  accountAuth: AccountAuth = accountAuthFor(services),
): Promise<UpdatedProfile> {
  const metadata: ProfileMetadata = {};
  if (changes.firstName !== undefined) metadata.firstName = changes.firstName;
  if (changes.lastName !== undefined) metadata.lastName = changes.lastName;
  if (changes.company !== undefined) metadata.company = changes.company;
  await accountAuth.updateMetadata(userId, metadata);
  return services.database.db
    .updateTable('users')
    .set({
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
      ...(changes.company !== undefined ? { company: changes.company } : {}),
    })
    .where('id', '=', userId)
    .returning(['id', 'email', 'first_name', 'last_name', 'company'])
    .executeTakeFirstOrThrow();
}
