import { NotFoundError } from '@leadproof/sdk';
import { Button, Skeleton } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useClient } from '../api/api-client-provider';
import { errorMessage } from '../lib/error-message';
import * as page from '../lib/page.css';
import { OrderDetail } from './order-detail';
import { ordersBackPath } from './orders-list-search';
import { orderDetailQuery } from './queries';

/**
 * /dashboard/orders/{id}: one order on its own page (View Details, e-mails' links, a shared or reloaded address),
 * with 'Order not found.' and load errors. Back to Orders returns to the list as it was left (tab and order).
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const client = useClient();
  const order = useQuery(orderDetailQuery(client, id));
  const backToOrders = (
    <div>
      <Button asChild variant="ghost" size="sm">
        <Link to={ordersBackPath(state)}>
          <ArrowLeft size={14} aria-hidden />
          Back to Orders
        </Link>
      </Button>
    </div>
  );

  if (order.isPending) {
    return (
      <div className={page.page} aria-busy="true">
        {backToOrders}
        <Skeleton width="12rem" height="2rem" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className={page.page}>
        {backToOrders}
        <p className={page.emptyState} role="alert">
          {order.error instanceof NotFoundError
            ? 'Order not found.'
            : `Error loading order: ${errorMessage(order.error)}`}
        </p>
      </div>
    );
  }
  return <OrderDetail order={order.data} back={backToOrders} />;
}
