import type { Selectable } from 'kysely';
import type { OrdersTable } from './schema';

/** An `orders` row as the database returns it. */
export type OrderRow = Selectable<OrdersTable>;
