import type { OrderCounts } from '@leadproof/sdk';
import { Button, Card, CardContent, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@leadproof/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../api/ApiClientProvider';
import { errorMessage } from '../lib/errorMessage';
import * as page from '../lib/page.css';
import { OrderDetail } from './OrderDetail';
import { OrdersTable } from './OrdersTable';
import { type OrdersTab, ordersListQuery } from './queries';

const tabs: ReadonlyArray<{ value: OrdersTab; label: string; count: (counts: OrderCounts) => number }> = [
  { value: 'all', label: 'All', count: (counts) => counts.all },
  { value: 'pending', label: 'Pending', count: (counts) => counts.pending + counts.in_progress },
  { value: 'completed', label: 'Completed', count: (counts) => counts.completed },
];

/**
 * The orders list (SPEC §2) with its tabs; View Details opens the order in place. Each tab loads its orders a page
 * at a time (Load more), and the tabs' counts come with every page, so no tab downloads every order.
 */
export function OrdersPage() {
  const client = useClient();
  const [tab, setTab] = useState<OrdersTab>('all');
  // The previous tab's rows and counts stay while the new tab's first page loads, instead of a skeleton flash.
  const orders = useInfiniteQuery({ ...ordersListQuery(client, tab), placeholderData: keepPreviousData });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const loaded = orders.data?.pages.flatMap((p) => p.items);
  const counts = orders.data?.pages[0]?.counts;
  // The list is polled while an order runs; the detail shows the newest copy of the chosen order.
  const selected = selectedId ? loaded?.find((order) => order.id === selectedId) : undefined;

  if (selected) {
    return (
      <OrderDetail
        order={selected}
        back={
          <div>
            <Button variant="ghost" size="sm" onClick={() => setSelectedId(null)}>
              <ArrowLeft size={14} aria-hidden />
              Back to Orders
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <div className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.title}>Orders</h1>
          <p className={page.subtitle}>Your uploads and lead orders, newest first.</p>
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
              <Tabs value={tab} onValueChange={(value) => setTab(value as OrdersTab)}>
                <TabsList aria-label="Order status">
                  {tabs.map(({ value, label, count }) => (
                    <TabsTrigger key={value} value={value}>
                      {label} ({counts ? count(counts) : 0})
                    </TabsTrigger>
                  ))}
                </TabsList>
                <TabsContent value={tab} className={page.stack} aria-busy={orders.isPlaceholderData}>
                  <OrdersTable orders={loaded ?? []} onSelect={(order) => setSelectedId(order.id)} />
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
