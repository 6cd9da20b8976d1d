import { toast } from '@leadproof/ui';

/**
 * A toast that must survive a full-page navigation (site page → dashboard, or → another site page):
 * kept in sessionStorage and shown by the next page's `AuthProvider`.
 */
export interface FlashToast {
  title: string;
  description?: string;
}

const FLASH_TOAST_KEY = 'leadproof.flashToast';

/** Shows `options` now and again on the next page, in case the navigation cuts it short. */
export function toastAcrossNavigation(options: FlashToast): void {
  toast(options);
  queueToast(options);
}

/** Leaves `options` for the next page to show (a page without a toaster of its own, as /login's form). */
export function queueToast(options: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify(options));
  } catch {
    // Without storage the toast is shown on this page only, if at all.
  }
}

/** Shows the toast queued by the previous page, once. */
export function showQueuedToast(): void {
  let queued: string | null = null;
  try {
    queued = sessionStorage.getItem(FLASH_TOAST_KEY);
    sessionStorage.removeItem(FLASH_TOAST_KEY);
  } catch {
    return;
  }
  if (!queued) return;
  try {
    const parsed = JSON.parse(queued) as Partial<FlashToast>;
    if (typeof parsed.title !== 'string') return;
    toast(
      parsed.description === undefined
        ? { title: parsed.title }
        : { title: parsed.title, description: parsed.description },
    );
  } catch {
    // A malformed entry is dropped.
  }
}
