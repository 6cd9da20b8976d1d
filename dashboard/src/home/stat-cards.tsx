import type { DashboardSummaryResponse } from '@leadproof/contract/dashboard';
import { Card, CardContent, CardHeader, cx, Skeleton } from '@leadproof/ui';
import { formatNumber } from '../lib/format-date';
import * as page from '../lib/page.css';
import * as styles from './stat-cards.css';

/** Props of `StatCards`. */
export interface StatCardsProps {
  stats: DashboardSummaryResponse['stats'] | undefined;
  /** The summary has not answered yet: skeletons instead of numbers. */
  loading: boolean;
}

const cards = [
  { key: 'activeOrders', title: 'Active Orders', note: 'Pending and in progress' },
  { key: 'completedOrders', title: 'Completed Orders', note: 'Ready to download' },
  { key: 'totalValidatedLeads', title: 'Verified Leads', note: 'live from your account' },
] as const;

/**
 * The home screen's three stat cards; '—' when the summary failed. On a phone they take one compact row
 * (issue 40): three columns, their notes left out.
 */
export function StatCards({ stats, loading }: StatCardsProps) {
  return (
    <section aria-label="Account statistics" className={styles.row}>
      {cards.map(({ key, title, note }) => (
        <Card key={key} aria-labelledby={`stat-${key}`} className={styles.card}>
          <CardHeader>
            <h2 id={`stat-${key}`} className={styles.title}>
              {title}
            </h2>
          </CardHeader>
          <CardContent>
            <p className={styles.value} data-testid={`stat-${key}`}>
              {loading ? <Skeleton width="4rem" height="1.75rem" /> : stats ? formatNumber(stats[key]) : '—'}
            </p>
            <p className={cx(page.muted, styles.note)}>{note}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
