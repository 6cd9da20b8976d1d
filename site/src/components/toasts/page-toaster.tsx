/**
 * Toasts for a page without a React island (pricing, sign-in), loaded the first time one is needed: React, the
 * design system's `Toaster` in its own small root, and the toast queued by the previous page (e.g. 'Welcome back!'
 * after /login?next=/pricing, 'Your session has ended' on /login).
 */
import { showQueuedToast } from '@leadproof/auth/flash-toast';
import { ThemeRoot, Toaster, type ToastOptions, toast } from '@leadproof/ui';
import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { islandThemeStyle } from '../../layouts/site-theme';

let mounted = false;

function mountToaster() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.pageToaster = '';
  document.body.append(host);
  createRoot(host).render(
    <ThemeRoot style={islandThemeStyle as CSSProperties}>
      <Toaster />
    </ThemeRoot>,
  );
}

/** Shows a toast (at most one is visible). */
export function showPageToast(message: ToastOptions): void {
  mountToaster();
  toast(message);
}

/** Shows the toast the previous page queued, if any. */
export function showQueuedPageToast(): void {
  mountToaster();
  showQueuedToast();
}
