/** Account deletion's and profile changes' auth steps on the built-in auth server (embedded mode): its tables, no HTTP. */
import { AuthError } from '../auth/auth-error';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import type { AccountAuth } from './account-auth';

/** The built-in auth server, as the composition root puts it into `Services` (never imported from `embedded/`). */
type BuiltinAuth = NonNullable<Services['builtinAuth']>;

/** Checks passwords with the sign-in's hash and failure limit; deletes `auth_users` rows (sessions cascade). */
export function builtinAccountAuth(auth: BuiltinAuth): AccountAuth {
  return {
    async checkPassword(user, password, clientIp) {
      try {
        return (await auth.checkPassword(user.id, password, clientIp)) ? 'ok' : 'wrong';
      } catch (error) {
        if (!(error instanceof AuthError) || error.status !== 429) throw error;
        throw new ApiError({
          code: 'rate_limited',
          message: 'Too many wrong passwords. Wait a few minutes, then try again.',
        });
      }
    },
    deleteUser: (userId) => auth.deleteUser(userId),
    updateMetadata: (userId, metadata) => auth.updateMetadata(userId, metadata),
  };
}
