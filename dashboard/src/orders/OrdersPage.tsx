import type { Order } from '@leadproof/sdk';
import { Button, Card, CardContent, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from '../api/ApiClientProvider';
import { errorMessage } from '../lib/errorMessage';
import * as page from '../lib/page.css';
import { OrderDetail } from './OrderDetail';
import { OrdersTable } from './OrdersTable';
import { isPendingTab } from './orderLabels';
import { ordersListQuery } from './queries';

const tabs = [
  { value: 'all', label: 'All', filter: (_: Order) => true },
  { value: 'pending', label: 'Pending', filter: isPendingTab },
  { value: 'completed', label: 'Completed', filter: (order: Order) => order.status === 'completed' },
] as const;

/** The orders list (SPEC §2) with its tabs; View Details opens the order in place. */
export function OrdersPage() {
  const client = useClient();
  const orders = useQuery(ordersListQuery(client));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The list is polled while an order runs; the detail shows the newest copy of the chosen order.
  const selected = selectedId ? orders.data?.find((order) => order.id === selectedId) : undefined;

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
            ) : orders.isError ? (
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
              <Tabs defaultValue="all">
                <TabsList aria-label="Order status">
                  {tabs.map((tab) => (
                    <TabsTrigger key={tab.value} value={tab.value}>
                      {tab.label} ({orders.data.filter(tab.filter).length})
                    </TabsTrigger>
                  ))}
                </TabsList>
                {tabs.map((tab) => (
                  <TabsContent key={tab.value} value={tab.value}>
                    <OrdersTable
                      orders={orders.data.filter(tab.filter)}
                      onSelect={(order) => setSelectedId(order.id)}
                    />
                  </TabsContent>
                ))}
              </Tabs>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
