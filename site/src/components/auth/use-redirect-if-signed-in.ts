import { usePageNavigation } from '@leadproof/auth/navigation';
import { useAuth } from '@leadproof/auth/use-auth';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Sends a visitor who is already signed in when the page opens to /dashboard (on login, signup
 * and email-verified), or where `target` says instead (sign-up with a chosen plan: its checkout). Only the
 * state found on arrival counts: a sign-in made on this page goes where that page decides (`?next=`);
 * `signingIn` (true once the page's own form was submitted) says so.
 */
export function useRedirectIfSignedIn(
  signingIn?: RefObject<boolean>,
  target?: () => string | undefined,
): void {
  const { user, loading } = useAuth();
  const navigate = usePageNavigation();
  const checked = useRef(false);
  useEffect(() => {
    if (loading || checked.current) return;
    checked.current = true;
    if (signingIn?.current) return;
    if (user) navigate(target?.() ?? '/dashboard', { replace: true });
  }, [loading, user, navigate, signingIn, target]);
}
