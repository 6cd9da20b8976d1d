/**
 * An order's status as a badge. It lives with the orders, not in the design system: the design system gives the
 * tones (`Badge`), the dashboard knows which status takes which.
 * @module
 */
import { type OrderStatus, orderStatuses } from '@leadproof/contract/orders';
import { Badge, type BadgeVariant } from '@leadproof/ui';
import { forwardRef } from 'react';

const statusVariant: Record<OrderStatus, BadgeVariant> = {
  completed: 'success',
  in_progress: 'info',
  pending: 'outline',
  needs_fix: 'warning',
  failed: 'destructive',
};

function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** The badge tone for a status; a missing status is pending, an unknown one is outlined. */
export function orderStatusVariant(status: string | null | undefined): BadgeVariant {
  const value = status || 'pending';
  return isOrderStatus(value) ? statusVariant[value] : 'outline';
}

/** The text shown for a status: underscores as spaces, a missing status as "pending". */
export function orderStatusLabel(status: string | null | undefined): string {
  return (status || 'pending').replace(/_/g, ' ');
}

/** Props of `OrderStatusBadge`. */
export interface OrderStatusBadgeProps {
  /** The order's status as the API returns it; may be missing. */
  status?: string | null;
  className?: string;
}

/** The order-status badge: completed green, in_progress blue, pending outline, needs_fix amber, failed red. */
export const OrderStatusBadge = forwardRef<HTMLSpanElement, OrderStatusBadgeProps>(function OrderStatusBadge(
  { status, className },
  ref,
) {
  return (
    <Badge ref={ref} variant={orderStatusVariant(status)} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
});
OrderStatusBadge.displayName = 'OrderStatusBadge';
