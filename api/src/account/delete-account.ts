/**
 * Account deletion (issue #25; what goes and what stays: docs/privacy-data.md). It starts by marking the account
 * (`deletion_requested_at`), after which none of its tokens is accepted; then each step runs, every one safe to run
 * again, and `deleted_at` records the end. A process that dies midway leaves a marked account, which the sweep job
 * (`account-deletion-sweep.ts`) finishes.
 */
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import { forgetKnownUser } from '../users/ensure-user';
import { type AccountAuth, type AccountAuthDeps, accountAuthFor } from './account-auth';
import { anonymizeAccount } from './anonymize-account';
import { type EraseOrderDataDeps, eraseOrderData } from './erase-order-data';
import { revokeIntegrations } from './revoke-integrations';

/** Who asks for the deletion: the signed-in user, from where (for the password check's rate limit). */
export type DeletionRequest = { user: { id: string; email: string }; password: string; clientIp: string };

/**
 * What deleting an account needs: the auth server's and the erasure's, the database, the billing that cancels the
 * subscription, and the log.
 */
export type AccountDeletionDeps = AccountAuthDeps &
  EraseOrderDataDeps &
  Pick<Services, 'database' | 'billing' | 'logger'>;

/**
 * Deletes the signed-in account once its password is confirmed (403 when it is wrong, and nothing changes).
 * Answers once the account is marked: a step that fails is logged and left to the sweep, since the user can no
 * longer sign in to retry it.
 */
export async function deleteAccount(
  services: AccountDeletionDeps,
  request: DeletionRequest,
  accountAuth: AccountAuth = accountAuthFor(services),
): Promise<void> {
  const check = await accountAuth.checkPassword(request.user, request.password, request.clientIp);
  if (check === 'wrong') {
    throw new ApiError({
      code: 'forbidden',
      message: 'That password is not right, so the account was not deleted. Try again.',
    });
  }
  await markAccountForDeletion(services, request.user.id);
  try {
    await finishAccountDeletion(services, request.user.id, accountAuth);
  } catch (error) {
    services.logger.error(
      `account deletion stopped midway; the sweep job finishes it: ${(error as Error).message}`,
      {
        userId: request.user.id,
      },
    );
  }
}

/** Marks the account: from now on every process refuses its tokens (within seconds; this one at once). */
export async function markAccountForDeletion(services: Pick<Services, 'database'>, userId: string) {
  await services.database.db
    .updateTable('users')
    .set({ deletion_requested_at: new Date() })
    .where('id', '=', userId)
    .where('deletion_requested_at', 'is', null)
    .execute();
  forgetKnownUser(userId);
}

/**
 * Runs every step of the deletion of a marked account, in an order where a crash leaves nothing reachable: first
 * what acts for the user (API keys, webhooks, the subscription), then their data, and the auth user last. Each step
 * can run again, so a second run (a retry, the sweep, an operator) does no harm.
 */
export async function finishAccountDeletion(
  services: AccountDeletionDeps,
  userId: string,
  accountAuth: AccountAuth = accountAuthFor(services),
): Promise<void> {
  const { db } = services.database;
  const account = await db
    .selectFrom('users')
    .select('deletion_requested_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.deletion_requested_at) throw new Error(`user ${userId} is not marked for deletion`);
  await revokeIntegrations(services.database, userId);
  await services.billing.cancelSubscriptions(userId);
  await eraseOrderData(services, userId);
  await anonymizeAccount(services.database, userId);
  await accountAuth.deleteUser(userId);
  await db
    .updateTable('users')
    .set((eb) => ({ deleted_at: eb.fn.coalesce('deleted_at', eb.val(new Date())) }))
    .where('id', '=', userId)
    .execute();
  services.logger.info('account deleted', { userId });
}
