import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from './focus-page-heading';

/**
 * After each in-app navigation to another page (not the first page shown, nor a change of query string alone),
 * focuses the new page's heading inside the element `mainId` names; see `focusPageHeading`.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    return focusPageHeading(main, hash);
    // The hash only matters together with a new path: a link to a fragment of this page is the browser's to follow.
  }, [pathname, hash, mainId]);
}
