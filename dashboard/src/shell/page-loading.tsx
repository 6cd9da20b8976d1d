import * as styles from './dashboard-shell.css';

/**
 * What the page area shows while a page's code is on its way (the first visit to that page only). It takes the
 * page's room at once, in the place the page will draw, so the shell around it never moves.
 */
export function PageLoading() {
  return (
    <div className={styles.pageLoading} role="status" aria-live="polite">
      Loading
    </div>
  );
}
