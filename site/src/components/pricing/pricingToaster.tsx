/**
 * The pricing page's toasts, loaded the first time one is needed: React, the design system's `Toaster`
 * in its own small root, and the toast queued by the previous page (e.g. 'Welcome back!' after
 * /login?next=/pricing).
 */
import { showQueuedToast } from '@leadproof/dashboard/auth';
import { ThemeRoot, Toaster, toast } from '@leadproof/ui';
import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { islandThemeStyle } from '../../layouts/siteTheme';
import type { PricingMessage } from './checkoutMessages';

let mounted = false;

function mountToaster() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.pricingToaster = '';
  document.body.append(host);
  createRoot(host).render(
    <ThemeRoot style={islandThemeStyle as CSSProperties}>
      <Toaster />
    </ThemeRoot>,
  );
}

/** Shows a toast (at most one is visible, SPEC §4). */
export function showPricingToast(message: PricingMessage): void {
  mountToaster();
  toast(message);
}

/** Shows the toast the previous page queued, if any. */
export function showQueuedPricingToast(): void {
  mountToaster();
  showQueuedToast();
}
