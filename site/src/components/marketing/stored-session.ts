/**
 * Whether this browser holds a stored auth session, read without loading the auth client: the landing page
 * loads the auth code only for visitors who may be signed in.
 */

/**
 * The key the auth client keeps the session under. It mirrors `AUTH_STORAGE_KEY` of
 * `@leadproof/auth/auth-client` (a unit test keeps the two equal): importing it from there would pull
 * the auth client's module into every visitor's first load.
 */
export const SESSION_STORAGE_KEY = 'leadproof-auth';

/** True when localStorage ("Remember me") or sessionStorage (this tab) holds a session. */
export function hasStoredSession(storages: () => Storage[] = browserStorages): boolean {
  try {
    return storages().some((storage) => storage.getItem(SESSION_STORAGE_KEY) !== null);
  } catch {
    // Storage can be disabled (privacy modes, sandboxed frames): then nobody is signed in here.
    return false;
  }
}

function browserStorages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}
