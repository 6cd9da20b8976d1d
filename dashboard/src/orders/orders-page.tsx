import type { OrderCounts, OrderListSort } from '@leadproof/contract/orders';
import { Button, Card, CardContent, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@leadproof/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import * as styles from './orders-page.css';
import { OrdersTable } from './orders-table';
import { type OrdersBackState, ordersListSearch, readOrdersListSearch } from './orders-list-search';
import { type OrdersTab, ordersListQuery } from './queries';

const tabs: ReadonlyArray<{ value: OrdersTab; label: string; count: (counts: OrderCounts) => number }> = [
  { value: 'all', label: 'All', count: (counts) => counts.all },
  { value: 'pending', label: 'Pending', count: (counts) => counts.pending + counts.in_progress },
  { value: 'completed', label: 'Completed', count: (counts) => counts.completed },
];

/**
 * The orders list with its tabs and the order by creation time, both in the URL (`?tab=&sort=`) so reload
 * and Back keep them; View Details opens the order's own page, /dashboard/orders/{id} (issue 40). Each tab loads its
 * orders a page at a time (Load more), and the tabs' counts come with every page, so no tab downloads every order.
 */
export function OrdersPage() {
  const client = useClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, sort } = readOrdersListSearch(searchParams);
  const show = (next: { tab?: OrdersTab; sort?: OrderListSort }) =>
    setSearchParams(ordersListSearch({ tab, sort, ...next }), { replace: true });
  // The previous tab's rows and counts stay while the new tab's first page loads, instead of a skeleton flash.
  const orders = useInfiniteQuery({
    ...ordersListQuery(client, tab, sort),
    placeholderData: keepPreviousData,
  });
  const loaded = orders.data?.pages.flatMap((p) => p.items);
  const counts = orders.data?.pages[0]?.counts;
  const newestFirst = sort === '-createdAt';
  // The order's page offers Back to this very list: tab and order kept.
  const backState: OrdersBackState = { ordersSearch: location.search };

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Orders</h1>
          <p className={page.subtitle}>Your uploads and lead orders.</p>
        </div>
        <div className={page.actions}>
          <Button asChild>
            <Link to="/">Upload a CSV</Link>
          </Button>
        </div>
      </header>
      <Card>
        <CardContent>
          <div className={page.cardBody}>
            {orders.isPending ? (
              <div aria-busy="true" className={page.stack}>
                <Skeleton height="2.5rem" />
                <Skeleton height="2.5rem" />
                <Skeleton height="2.5rem" />
              </div>
            ) : orders.isError && !loaded ? (
              <div className={page.emptyState} role="alert">
                <p>Unable to load orders: {errorMessage(orders.error)}</p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void orders.refetch()}
                  busy={orders.isFetching}
                >
                  Retry
                </Button>
              </div>
            ) : (
              <Tabs value={tab} onValueChange={(value) => show({ tab: value as OrdersTab })}>
                <div className={styles.toolbar}>
                  <TabsList aria-label="Order status">
                    {tabs.map(({ value, label, count }) => (
                      <TabsTrigger key={value} value={value}>
                        {label} ({counts ? count(counts) : 0})
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => show({ sort: newestFirst ? 'createdAt' : '-createdAt' })}
                    aria-label={`Sorted ${newestFirst ? 'newest' : 'oldest'} first: show ${newestFirst ? 'oldest' : 'newest'} first`}
                  >
                    {newestFirst ? <ArrowDown size={14} aria-hidden /> : <ArrowUp size={14} aria-hidden />}
                    {newestFirst ? 'Newest first' : 'Oldest first'}
                  </Button>
                </div>
                <TabsContent value={tab} className={page.stack} aria-busy={orders.isPlaceholderData}>
                  <OrdersTable
                    orders={loaded ?? []}
                    sort={sort}
                    onSortChange={(next) => show({ sort: next })}
                    linkState={backState}
                  />
                  {orders.isFetchNextPageError ? (
                    <p className={page.errorText} role="alert">
                      Could not load more orders: {errorMessage(orders.error)}
                    </p>
                  ) : null}
                  {orders.hasNextPage && !orders.isPlaceholderData ? (
                    <div>
                      <Button
                        variant="outline"
                        onClick={() => void orders.fetchNextPage()}
                        busy={orders.isFetchingNextPage}
                        busyLabel="Loading..."
                      >
                        Load more
                      </Button>
                    </div>
                  ) : null}
                </TabsContent>
              </Tabs>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
