import { type ReactNode, useEffect } from 'react';
import { usePageNavigation } from './navigation';
import * as styles from './RequireAuth.css';
import { useAuth } from './useAuth';

/** The sign-in page; a site page, so the guard leaves the dashboard with a full-page navigation. */
export const LOGIN_PATH = '/login';

/** Props of `RequireAuth`. */
export interface RequireAuthProps {
  children?: ReactNode;
}

/**
 * The dashboard shell's guard (SPEC §2, §6): while auth is loading, or with no user, it shows 'Loading';
 * once loading is over without a user it sends the browser to /login, with `?next=` pointing back here.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { user, loading, signingOut } = useAuth();
  const navigate = usePageNavigation();
  const mustLeave = !loading && !user && !signingOut;

  useEffect(() => {
    if (!mustLeave) return;
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
