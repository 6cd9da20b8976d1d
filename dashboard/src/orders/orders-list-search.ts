/** The orders list's place in the URL (`?tab=pending&sort=createdAt`): reload, Back and shared links keep it. */
import { type OrderListSort, orderListSortSchema } from '@leadproof/contract/orders';
import { type OrdersTab, orderTabStatuses } from './queries';

/** What the list shows: a tab and the order by creation time. */
export interface OrdersListView {
  tab: OrdersTab;
  sort: OrderListSort;
}

/** The view a query string asks for; anything unknown falls back to All, newest first. */
export function readOrdersListSearch(params: URLSearchParams): OrdersListView {
  const tab = params.get('tab');
  const sort = orderListSortSchema.safeParse(params.get('sort'));
  return {
    tab: tab !== null && tab in orderTabStatuses ? (tab as OrdersTab) : 'all',
    sort: sort.success ? sort.data : '-createdAt',
  };
}

/** The query string of a view, leaving out the defaults (a plain /dashboard/orders is All, newest first). */
export function ordersListSearch({ tab, sort }: OrdersListView): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (sort !== '-createdAt') params.set('sort', sort);
  return params;
}

/** The router state a link from the list to an order carries: the list's query string, for Back to Orders. */
export interface OrdersBackState {
  ordersSearch: string;
}

/** Back to Orders from an order's page: the list as it was left, or the plain list (a reload, an e-mail's link). */
export function ordersBackPath(state: unknown): string {
  const search = (state as Partial<OrdersBackState> | null)?.ordersSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/orders${search}` : '/orders';
}
