/**
 * What account deletion and profile changes need from the auth server, whichever runs: the built-in one (embedded
 * mode) or a Supabase project. One seam, so the account code reads the same in both modes.
 */
import type { Services } from '../services';
import { builtinAccountAuth } from './builtin-account-auth';
import { supabaseAccountAuth } from './supabase-account-auth';

/** The answer to "is this the account's password?". */
export type PasswordCheck = 'ok' | 'wrong';

/** The profile fields the auth user's metadata carries (and its tokens); `company: null` removes it. */
export type ProfileMetadata = { firstName?: string; lastName?: string; company?: string | null };

export interface AccountAuth {
  /** Checks the account's password again; throws `ApiError` 429 or 503 when the auth server cannot answer. */
  checkPassword(
    user: { id: string; email: string },
    password: string,
    clientIp: string,
  ): Promise<PasswordCheck>;
  /** Deletes the auth user, which ends every session and refresh token; an already deleted user is no error. */
  deleteUser(userId: string): Promise<void>;
  /**
   * Writes the name and company into the auth user's metadata, so the next tokens (and the dashboard's greeting)
   * carry them; the fields not given stay. Throws `ApiError` 503 when the auth server cannot be reached.
   */
  updateMetadata(userId: string, metadata: ProfileMetadata): Promise<void>;
}

/** What picks the auth server: the config that names it, and the built-in one when it runs in this process. */
export type AccountAuthDeps = Pick<Services, 'config' | 'builtinAuth'>;

/** The `AccountAuth` of this process's auth server; `fetchImpl` replaces the network (tests). */
export function accountAuthFor(services: AccountAuthDeps, fetchImpl: typeof fetch = fetch): AccountAuth {
  const { auth } = services.config;
  if (auth.provider === 'supabase') return supabaseAccountAuth(auth, fetchImpl);
  if (!services.builtinAuth) throw new Error('the built-in auth server is not running');
  return builtinAccountAuth(services.builtinAuth);
}
