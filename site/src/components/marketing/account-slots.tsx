/**
 * The signed-in parts of the site header and hero, loaded only when a session is stored (see
 * `site-header-element.ts`). The static HTML shows the signed-out links; once the auth module has read
 * the session, this shows 'Welcome' with the first name (or e-mail), Sign Out and Dashboard in the
 * header, and 'Go to Dashboard' in the hero. A session that turned out to be gone leaves the page as it was.
 */
import { AuthProvider } from '@leadproof/auth/AuthProvider';
import type { AuthUser } from '@leadproof/auth/auth-types';
import { SignOutButton } from '@leadproof/auth/SignOutButton';
import { useAuth } from '@leadproof/auth/use-auth';
import { buttonRecipe } from '@leadproof/ui';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as styles from './account-slots.css';

/** Where the signed-in content goes: elements whose `[data-signed-out]` children it replaces. */
export interface AccountSlotTargets {
  /** The header's account area. */
  header: HTMLElement;
  /** The hero's primary call to action, when the page has one. */
  cta: HTMLElement | null;
}

/** Hides the static signed-out children of the targets while `signedIn`, in the same frame React paints. */
function useHideSignedOut(targets: AccountSlotTargets, signedIn: boolean) {
  const { header, cta } = targets;
  useLayoutEffect(() => {
    const statics = [header, cta].flatMap((slot) =>
      slot ? Array.from(slot.querySelectorAll<HTMLElement>(':scope > [data-signed-out]')) : [],
    );
    for (const element of statics) element.hidden = signedIn;
    return () => {
      for (const element of statics) element.hidden = false;
    };
  }, [header, cta, signedIn]);
}

function HeaderAccount({ user }: { user: AuthUser }) {
  return (
    <div className={styles.actions}>
      <span className={styles.welcome}>
        Welcome, <strong className={styles.name}>{user.firstName ?? user.email}</strong>
      </span>
      <SignOutButton variant="ghost" size="sm" />
      <a href="/dashboard" className={buttonRecipe({ size: 'sm' })}>
        Dashboard
      </a>
    </div>
  );
}

/** Renders the signed-in content into the targets once the session is known. */
export function AccountSlots(targets: AccountSlotTargets) {
  const { user, loading } = useAuth();
  const signedIn = !loading && user !== null;
  useHideSignedOut(targets, signedIn);
  if (!signedIn || !user) return null;
  return (
    <>
      {createPortal(<HeaderAccount user={user} />, targets.header)}
      {targets.cta &&
        createPortal(
          <a href="/dashboard" className={buttonRecipe({ size: 'lg' })}>
            Go to Dashboard
          </a>,
          targets.cta,
        )}
    </>
  );
}

/** Mounts the account state into the header (and hero); returns the function that removes it again. */
export function mountAccountSlots(targets: AccountSlotTargets): () => void {
  // The root lives on a detached element: everything it shows is portalled into the targets.
  const root = createRoot(document.createElement('div'));
  root.render(
    <AuthProvider>
      <AccountSlots {...targets} />
    </AuthProvider>,
  );
  return () => root.unmount();
}
