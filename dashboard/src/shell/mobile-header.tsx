import { CreditsPill, useIsMobile } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { balanceQuery } from '../billing/queries';
import * as styles from './mobile-header.css';

/** The page each dashboard path shows, as the phone's top bar names it (paths inside the /dashboard basename). */
const pageTitles: ReadonlyArray<[test: (pathname: string) => boolean, title: string]> = [
  [(p) => p === '/', 'Home'],
  [(p) => p === '/orders/new', 'Source + Verify'],
  [(p) => /^\/orders\/./.test(p), 'Order'],
  [(p) => p.startsWith('/orders'), 'Orders'],
  [(p) => /^\/bounces\/./.test(p), 'Bounce report'],
  [(p) => p.startsWith('/bounces'), 'Bounces'],
  [(p) => p.startsWith('/billing'), 'Billing & Credits'],
  [(p) => p.startsWith('/api-keys'), 'API Keys'],
  [(p) => p.startsWith('/webhooks'), 'Webhooks'],
  [(p) => p.startsWith('/account'), 'Account'],
];

/** The title of the page at `pathname`, or null for a path no page has (the 404 screen says so itself). */
export function mobilePageTitle(pathname: string): string | null {
  return pageTitles.find(([test]) => test(pathname))?.[1] ?? null;
}

/**
 * The top bar's content on a phone (issue 40), beside the sidebar's toggle: the logo, the page's title and the
 * credits. Wider screens do without it (the sidebar and the page say it), and it is not rendered there: a second
 * 'Credits: N' out of sight would still be found by anything that reads the page.
 */
export function MobileHeader() {
  return useIsMobile() ? <MobileHeaderBar /> : null;
}

function MobileHeaderBar() {
  const { pathname } = useLocation();
  const client = useClient();
  const balance = useQuery(balanceQuery(client));
  const title = mobilePageTitle(pathname);
  return (
    <div className={styles.bar} data-testid="mobile-header">
      <a href="/" className={styles.logo} aria-label="Leadproof home">
        <img src="/favicon.svg" alt="" width={20} height={20} />
      </a>
      {title ? (
        <span className={styles.title} aria-hidden="true">
          {title}
        </span>
      ) : null}
      <CreditsPill
        className={styles.credits}
        balance={balance.data ?? null}
        error={balance.isError}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    </div>
  );
}
