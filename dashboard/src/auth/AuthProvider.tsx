import type { Session } from '@supabase/supabase-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthContext } from './AuthContext';
import { authFailure, toAuthFailure } from './authMessages';
import type { AuthBackend, AuthContextValue, AuthResult, SignInInput, SignUpInput } from './authTypes';
import { showQueuedToast } from './flashToast';
import { setRememberSession } from './rememberingStorage';
import { getSupabaseClient } from './supabaseClient';
import { toAuthUser } from './toAuthUser';

/** Props of `AuthProvider`. */
export interface AuthProviderProps {
  children?: ReactNode;
  /**
   * The auth backend. Tests and stories pass a fake.
   * @default supabase-js's `auth`, from the client built from `/config.json`
   */
  backend?: AuthBackend | Promise<AuthBackend>;
}

function defaultBackend(): Promise<AuthBackend> {
  return getSupabaseClient().then((client) => client.auth);
}

/** Where confirmation links send the user: /auth/confirm on this site (SPEC §4 "Signup flow"). */
function confirmUrl(): string {
  return `${window.location.origin}/auth/confirm`;
}

/** Where password-reset links send the user: /reset-password on this site. */
function resetPasswordUrl(): string {
  return `${window.location.origin}/reset-password`;
}

/**
 * Holds the auth state of SPEC §4: loading starts true; the existing session is read, then auth
 * changes are followed (user and session replaced on each); the subscription ends on unmount.
 */
export function AuthProvider({ children, backend }: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [signingOut, setSigningOut] = useState(false);
  // Resolved once per provider; a rejected config fetch is retried by the next action.
  const backendRef = useRef<Promise<AuthBackend> | null>(null);
  const getBackend = useCallback((): Promise<AuthBackend> => {
    if (!backendRef.current) {
      backendRef.current = Promise.resolve(backend ?? defaultBackend());
      backendRef.current.catch(() => {
        backendRef.current = null;
      });
    }
    return backendRef.current;
  }, [backend]);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    showQueuedToast();
    (async () => {
      let auth: AuthBackend;
      try {
        auth = await getBackend();
        const { data, error } = await auth.getSession();
        if (error) console.error('Could not read the auth session:', error.message);
        if (active) setSession(data.session);
      } catch (error) {
        console.error('Could not read the auth session:', error);
        if (active) setLoading(false);
        return;
      }
      if (!active) return;
      setLoading(false);
      const { data } = auth.onAuthStateChange((_event, next) => {
        if (!active) return;
        setSession(next);
        setLoading(false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    })();
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [getBackend]);

  const signIn = useCallback(
    async ({ email, password, remember = true }: SignInInput): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        setRememberSession(remember);
        const { error } = await auth.signInWithPassword({ email, password });
        return { error: error ? toAuthFailure(error) : null };
      } catch (error) {
        return { error: toAuthFailure(error) };
      }
    },
    [getBackend],
  );

  const signUp = useCallback(
    async ({ email, password, firstName, lastName, company }: SignUpInput): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        const { data, error } = await auth.signUp({
          email,
          password,
          options: { data: { firstName, lastName, company }, emailRedirectTo: confirmUrl() },
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
    [getBackend],
  );

  const signOut = useCallback(async (): Promise<AuthResult> => {
    setSigningOut(true);
    try {
      const auth = await getBackend();
      const { error } = await auth.signOut();
      return { error: error ? toAuthFailure(error) : null };
    } catch (error) {
      return { error: toAuthFailure(error) };
    }
  }, [getBackend]);

  const resendVerification = useCallback(
    async (email: string): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        const { error } = await auth.resend({
          type: 'signup',
          email,
          options: { emailRedirectTo: confirmUrl() },
        });
        return { error: error ? toAuthFailure(error) : null };
      } catch {
        return { error: authFailure('unexpected') };
      }
    },
    [getBackend],
  );

  const verifyEmail = useCallback<AuthContextValue['verifyEmail']>(
    async ({ tokenHash, type }) => {
      try {
        const auth = await getBackend();
        // Someone following an e-mail link expects to stay signed in.
        setRememberSession(true);
        const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type });
        if (error) return { error: toAuthFailure(error), session: null };
        return { error: null, session: data.session };
      } catch {
        return { error: authFailure('unexpected'), session: null };
      }
    },
    [getBackend],
  );

  const requestPasswordReset = useCallback(
    async (email: string): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        const { error } = await auth.resetPasswordForEmail(email, { redirectTo: resetPasswordUrl() });
        return { error: error ? toAuthFailure(error) : null };
      } catch {
        return { error: authFailure('unexpected') };
      }
    },
    [getBackend],
  );

  const verifyRecovery = useCallback<AuthContextValue['verifyRecovery']>(
    async (tokenHash) => {
      try {
        const auth = await getBackend();
        // The link signs in for the length of choosing a password: this tab only, unless they sign in again.
        setRememberSession(false);
        const { data, error } = await auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
        if (error) return { error: toAuthFailure(error), session: null };
        return { error: null, session: data.session };
      } catch {
        return { error: authFailure('unexpected'), session: null };
      }
    },
    [getBackend],
  );

  const updatePassword = useCallback(
    async (password: string): Promise<AuthResult> => {
      try {
        const auth = await getBackend();
        const { error } = await auth.updateUser({ password });
        return { error: error ? toAuthFailure(error) : null };
      } catch {
        return { error: authFailure('unexpected') };
      }
    },
    [getBackend],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ? toAuthUser(session.user) : null,
      session,
      loading,
      signingOut,
      signIn,
      signUp,
      signOut,
      resendVerification,
      verifyEmail,
      requestPasswordReset,
      verifyRecovery,
      updatePassword,
    }),
    [
      session,
      loading,
      signingOut,
      signIn,
      signUp,
      signOut,
      resendVerification,
      verifyEmail,
      requestPasswordReset,
      verifyRecovery,
      updatePassword,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
