import { whenIdle } from '@leadproof/ui';
import type { Session } from '@supabase/auth-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { authActions } from './auth-actions';
import { getAuthClient } from './auth-client';
import { AuthContext } from './auth-context';
import type { AuthBackend, AuthContextValue } from './auth-types';
import { showQueuedToast } from './flash-toast';
import { readStoredSession } from './stored-session';
import { toAuthUser } from './to-auth-user';

/** Props of `AuthProvider`. */
export interface AuthProviderProps {
  children?: ReactNode;
  /**
   * The auth backend. Tests and stories pass a fake.
   * @default the Supabase Auth client (`@supabase/auth-js`) built from `/config.json`
   */
  backend?: AuthBackend | Promise<AuthBackend>;
  /**
   * Starts from the session in storage when auth-js would hand it out as it is (`readStoredSession`), and loads the
   * backend once the page is idle: the first screen does not wait for auth-js (24 KB gzip) and /config.json. A
   * session near its expiry, or none, is read through the backend first, as without this.
   */
  storedSessionFirst?: boolean;
}

function defaultBackend(): Promise<AuthBackend> {
  return getAuthClient();
}

/**
 * Holds the auth state: loading starts true; the existing session is read (a failure is only logged), then auth
 * changes are followed (user and session replaced on each); the subscription ends on unmount. With
 * `storedSessionFirst`, a stored session that needs no refresh is there from the first render, and the backend is
 * read when the page is idle.
 */
export function AuthProvider({ children, backend, storedSessionFirst = false }: AuthProviderProps) {
  // Read once, at the first render: the state it seeds is auth-js's from then on.
  const [storedSession] = useState(() => (storedSessionFirst ? readStoredSession() : null));
  const [session, setSession] = useState<Session | null>(storedSession);
  const [loading, setLoading] = useState(storedSession === null);
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
    const follow = async () => {
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
    };
    // A session from storage is on screen already: auth-js can wait until the page is idle.
    const cancelWait = storedSession ? whenIdle(() => void follow()) : undefined;
    if (!storedSession) void follow();
    return () => {
      active = false;
      cancelWait?.();
      unsubscribe?.();
    };
  }, [getBackend, storedSession]);

  const actions = useMemo(() => authActions(getBackend, () => setSigningOut(true)), [getBackend]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ? toAuthUser(session.user) : null,
      session,
      loading,
      signingOut,
      ...actions,
    }),
    [session, loading, signingOut, actions],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
