import { lazy, Suspense, useState } from 'react';
import type { ToasterProps } from './toast';
import { useToast } from './use-toast';

// Radix Toast and the toasts' markup are their own chunk, fetched with the first toast: most visits never raise one,
// and the region was 11 KB gzip of every page's first JavaScript (issue 38).
const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/**
 * `Toaster`, loaded when `toast()` first raises something (the store keeps the toast meanwhile, so none is lost),
 * then kept mounted. Mount it once per app root, inside the theme, in place of `Toaster`.
 */
export function OnDemandToaster(props: ToasterProps) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once loaded, the region stays: a closing toast still animates out, and F8 keeps working.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
