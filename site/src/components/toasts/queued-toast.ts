/**
 * Whether the previous page queued a toast for this one (`toastAcrossNavigation` of
 * `@leadproof/auth/flash-toast`), read without loading React: only then does a page without an island (pricing,
 * sign-in) load its toaster (`pageToaster`).
 */

/**
 * The sessionStorage key of the queued toast. It mirrors the auth module's private key; a unit test
 * queues a toast through the auth module and checks this finds it.
 */
const QUEUED_TOAST_KEY = 'leadproof.flashToast';

/** True when a toast waits to be shown on this page. */
export function hasQueuedToast(): boolean {
  try {
    return sessionStorage.getItem(QUEUED_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}
