import type { Session } from '@supabase/auth-js';
import { toAccountChangeFailure } from './account-change-messages';
import { authFailure, toAuthFailure } from './auth-messages';
import type {
  AuthBackend,
  AuthContextValue,
  AuthFailure,
  AuthResult,
  BackendAuthError,
  EmailVerificationType,
  SessionRejectedOutcome,
  SignInInput,
  SignUpInput,
} from './auth-types';
import { setRememberSession } from './remembering-storage';

/** The actions of the auth context (everything but its state). */
export type AuthActions = Omit<AuthContextValue, 'user' | 'session' | 'loading' | 'signingOut'>;

/**
 * A token refreshed this recently that the API refuses all the same means the session itself is over (account
 * deleted, signed out everywhere), not an old token. @unit milliseconds
 */
const FRESH_TOKEN_MS = 30_000;

/** Whether a failed refresh means the auth server could not be asked (offline, down), rather than a refusal. */
function unreachable(error: BackendAuthError): boolean {
  return error.status === undefined || error.status === 0 || error.status >= 500;
}

/** `sessionRejected` for one provider: concurrent 401s share one refresh, and a refusal right after one ends it. */
function sessionRejectedAction(
  getBackend: () => Promise<AuthBackend>,
): () => Promise<SessionRejectedOutcome> {
  let running: Promise<SessionRejectedOutcome> | null = null;
  let refreshedAt = Number.NEGATIVE_INFINITY;
  const check = async (): Promise<SessionRejectedOutcome> => {
    const auth = await getBackend();
    if (Date.now() - refreshedAt > FRESH_TOKEN_MS) {
      // A tab that slept past its token's expiry gets a 401 first: a refresh is all it needs.
      const { data, error } = await auth.refreshSession();
      if (!error && data.session) {
        refreshedAt = Date.now();
        return 'refreshed';
      }
      if (error && unreachable(error)) return 'unknown';
    }
    // Forget the ended session here; the server has nothing left to end.
    await auth.signOut({ scope: 'local' });
    return 'ended';
  };
  return () => {
    running ??= check()
      .catch((): SessionRejectedOutcome => 'unknown')
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** Where confirmation links (sign-up, resent verification) send the user: /auth/confirm on this site. */
function confirmUrl(): string {
  return `${window.location.origin}/auth/confirm`;
}

/** Where password-reset links send the user: /reset-password on this site. */
function resetPasswordUrl(): string {
  return `${window.location.origin}/reset-password`;
}

/**
 * One backend call as an action: its error becomes an `authMessages` failure (or, with `toFailure`, an account
 * change's), and anything thrown an unexpected one.
 */
async function backendAction(
  getBackend: () => Promise<AuthBackend>,
  call: (auth: AuthBackend) => Promise<{ error: BackendAuthError | null }>,
  toFailure: (error: BackendAuthError) => AuthFailure = toAuthFailure,
): Promise<AuthResult> {
  try {
    const { error } = await call(await getBackend());
    return { error: error ? toFailure(error) : null };
  } catch {
    return { error: authFailure('unexpected') };
  }
}

/** Opens an e-mailed link (confirmation or password reset): its token_hash starts a session. */
async function openEmailLink(
  getBackend: () => Promise<AuthBackend>,
  tokenHash: string,
  type: EmailVerificationType | 'recovery',
  remember: boolean,
): Promise<AuthResult & { session: Session | null }> {
  try {
    const auth = await getBackend();
    setRememberSession(remember);
    const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type });
    if (error) return { error: toAuthFailure(error), session: null };
    return { error: null, session: data.session };
  } catch {
    return { error: authFailure('unexpected'), session: null };
  }
}

/**
 * The auth context's actions over the backend `getBackend` resolves. Each resolves `{error}` with a friendly message
 * and never throws; `onSigningOut` runs as a sign-out starts, so guards do not redirect meanwhile.
 */
export function authActions(getBackend: () => Promise<AuthBackend>, onSigningOut: () => void): AuthActions {
  return {
    signIn: async ({ email, password, remember = true }: SignInInput): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        setRememberSession(remember);
        const { error } = await auth.signInWithPassword({ email, password });
        return { error: error ? toAuthFailure(error) : null };
      } catch (error) {
        return { error: toAuthFailure(error) };
      }
    },
    signUp: async ({
      email,
      password,
      firstName,
      lastName,
      company,
      plan,
    }: SignUpInput): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        const { data, error } = await auth.signUp({
          email,
          password,
          options: {
            data: { firstName, lastName, company, ...(plan ? { plan } : {}) },
            emailRedirectTo: confirmUrl(),
          },
        });
        if (error) return { error: toAuthFailure(error) };
        // Supabase answers a sign-up of an already confirmed address with a user without identities.
        if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
          return { error: authFailure('already_registered') };
        }
        return { error: null };
      } catch (error) {
        return { error: toAuthFailure(error) };
      }
    },
    signOut: async (): Promise<AuthResult> => {
      onSigningOut();
      try {
        const auth = await getBackend();
        const { error } = await auth.signOut();
        return { error: error ? toAuthFailure(error) : null };
      } catch (error) {
        return { error: toAuthFailure(error) };
      }
    },
    resendVerification: (email) =>
      backendAction(getBackend, (auth) =>
        auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmUrl() } }),
      ),
    // Someone following a confirmation link expects to stay signed in.
    verifyEmail: ({ tokenHash, type }) => openEmailLink(getBackend, tokenHash, type, true),
    requestPasswordReset: (email) =>
      backendAction(getBackend, (auth) =>
        auth.resetPasswordForEmail(email, { redirectTo: resetPasswordUrl() }),
      ),
    // A reset link signs in for the length of choosing a password: this tab only, unless they sign in again.
    verifyRecovery: (tokenHash) => openEmailLink(getBackend, tokenHash, 'recovery', false),
    updatePassword: (password) =>
      backendAction(getBackend, (auth) => auth.updateUser({ password }), toAccountChangeFailure),
    changePassword: ({ currentPassword, newPassword }) =>
      backendAction(
        getBackend,
        (auth) => auth.updateUser({ password: newPassword, current_password: currentPassword }),
        toAccountChangeFailure,
      ),
    // The link lands on /auth/confirm, like a sign-up's, which knows the email_change type.
    changeEmail: ({ newEmail, currentPassword }) =>
      backendAction(
        getBackend,
        (auth) =>
          auth.updateUser(
            { email: newEmail, current_password: currentPassword },
            { emailRedirectTo: confirmUrl() },
          ),
        toAccountChangeFailure,
      ),
    sessionRejected: sessionRejectedAction(getBackend),
    refreshUser: () => backendAction(getBackend, (auth) => auth.refreshSession()),
  };
}
