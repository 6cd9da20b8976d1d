import { NotFoundError } from '@leadproof/sdk';
import { Button, Skeleton } from '@leadproof/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useClient } from '../api/ApiClientProvider';
import { errorMessage } from '../lib/errorMessage';
import * as page from '../lib/page.css';
import { OrderDetail } from './OrderDetail';
import { orderDetailQuery } from './queries';

const backToOrders = (
  <div>
    <Button asChild variant="ghost" size="sm">
      <Link to="/orders">
        <ArrowLeft size={14} aria-hidden />
        Back to Orders
      </Link>
    </Button>
  </div>
);

/** /dashboard/orders/{id}: one order on its own page, with 'Order not found.' and load errors. */
export function OrderPage() {
  const { id = '' } = useParams();
  const client = useClient();
  const order = useQuery(orderDetailQuery(client, id));

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
