import { toastAcrossNavigation } from '@leadproof/auth/flash-toast';
import { usePageNavigation } from '@leadproof/auth/navigation';
import { useAuth } from '@leadproof/auth/use-auth';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './require-auth.css';

/** The sign-in page; a site page, so the guard leaves the dashboard with a full-page navigation. */
export const LOGIN_PATH = '/login';

/** What the sign-in page says to someone whose session ended while the dashboard was open. */
export const SESSION_ENDED_TOAST = {
  title: 'Your session has ended',
  description: 'Sign in again to continue where you were.',
} as const;

/** Props of `RequireAuth`. */
export interface RequireAuthProps {
  children?: ReactNode;
}

/**
 * The dashboard shell's guard (signed-in users only): while auth is loading, or with no user, it shows 'Loading';
 * once loading is over without a user it sends the browser to /login, with `?next=` pointing back here. A session
 * that ends while the page is open (the API refused it, or it was signed out in another tab) goes there too,
 * with a message, rather than leaving an empty shell.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { user, loading, signingOut } = useAuth();
  const navigate = usePageNavigation();
  const mustLeave = !loading && !user && !signingOut;
  const hadUser = useRef(false);
  if (user) hadUser.current = true;

  useEffect(() => {
    if (!mustLeave) return;
    if (hadUser.current) toastAcrossNavigation(SESSION_ENDED_TOAST);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(`${LOGIN_PATH}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [mustLeave, navigate]);

  if (loading || !user) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        Loading
      </div>
    );
  }
  return <>{children}</>;
}
