import type { MouseEvent } from 'react';
import * as styles from './dashboard-shell.css';
import { MAIN_CONTENT_ID } from './focus-page-heading';

/**
 * "Skip to main content": the first stop of Tab, shown when focused, that moves the focus past the sidebar to the
 * page. Handled here rather than by the browser, so the router never sees a `#main-content` URL.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
