/**
 * Session storage for the Supabase Auth client that honours the login page's "Remember me": remembered sessions live
 * in localStorage (kept across browser restarts), others in sessionStorage (this tab only).
 */

const REMEMBER_KEY = 'leadproof.auth.remember';

/** Chooses where the next session is kept; called just before a sign-in. */
export function setRememberSession(remember: boolean): void {
  try {
    localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
  } catch {
    // Storage can be disabled (private modes); the session then lives only as long as the page.
  }
}

function remembers(): boolean {
  try {
    return localStorage.getItem(REMEMBER_KEY) !== '0';
  } catch {
    return true;
  }
}

/** The `storage` adapter given to the auth client (`getAuthClient`). */
export const rememberingStorage = {
  getItem(key: string): string | null {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  },
  setItem(key: string, value: string): void {
    // Written to one store and removed from the other, so a stale copy never outlives a sign-out.
    const [keep, drop] = remembers() ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    keep.setItem(key, value);
    drop.removeItem(key);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};
