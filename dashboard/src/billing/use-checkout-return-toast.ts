import { toast } from '@leadproof/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The toast for each return parameter of a checkout or the billing portal coming back to billing. */
export const checkoutReturnToasts = {
  'checkout=success': 'Payment completed',
  'checkout=cancel': 'Checkout canceled',
  'portal=success': 'Welcome back!',
} as const;

/** Which return toast a query string asks for, if any. */
export function checkoutReturnToast(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const [pair, title] of Object.entries(checkoutReturnToasts)) {
    const [name = '', value] = pair.split('=');
    if (params.get(name) === value) return title;
  }
  return undefined;
}

/**
 * On the billing page (or the home screen, where a checkout started from the upload card returns): shows the toast
 * of a `checkout=` / `portal=` return parameter once, then cleans the URL to the page's own path, `pathname` inside
 * the dashboard (replacing the history entry, so Back does not toast again).
 */
export function useCheckoutReturnToast(pathname = '/billing'): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const title = checkoutReturnToast(search);
    if (!title) return;
    if (shown.current !== search) {
      shown.current = search;
      toast({ title });
    }
    navigate({ pathname, search: '', hash }, { replace: true });
  }, [search, hash, navigate, pathname]);
}
