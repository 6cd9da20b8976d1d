import { type AuthContextValue, useAuth } from '@leadproof/dashboard/auth';
import { useCallback, useEffect, useRef } from 'react';

/** The signed-in session, or null. */
type Session = AuthContextValue['session'];

/**
 * A function resolving with the session once the auth state has loaded: a plan button pressed while
 * the stored session is still being read waits for it instead of treating the visitor as signed out.
 */
export function useSessionWhenReady(): () => Promise<Session> {
  const { session, loading } = useAuth();
  const latest = useRef({ session, loading });
  latest.current = { session, loading };
  const waiting = useRef<((session: Session) => void)[]>([]);

  useEffect(() => {
    if (loading) return;
    for (const resolve of waiting.current.splice(0)) resolve(session);
  }, [loading, session]);

  return useCallback(() => {
    if (!latest.current.loading) return Promise.resolve(latest.current.session);
    return new Promise((resolve) => waiting.current.push(resolve));
  }, []);
}
