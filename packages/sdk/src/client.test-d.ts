// Type tests, checked by `tsc` (the package's typecheck script); vitest does not run this file.

import type { CreditTransaction } from '@leadproof/contract/credit-transactions';
import type { Order, OrderStatus } from '@leadproof/contract/orders';
import { describe, expectTypeOf, it } from 'vitest';
import { Leadproof } from './client';
import type { OffsetPage } from './core/pagination';

describe('Leadproof types', () => {
  it('resolves with the contract types', () => {
    const client = new Leadproof();
    expectTypeOf(client.orders.retrieve('o1')).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.users.balance()).resolves.toEqualTypeOf<{ balance: number }>();
    expectTypeOf(client.orders.originalCsv('o1')).resolves.toEqualTypeOf<string>();
    expectTypeOf(client.apiKeys.revoke('k')).resolves.toEqualTypeOf<void>();
    expectTypeOf<Order['status']>().toEqualTypeOf<OrderStatus>();
  });

  it('adds null to every result only with nullOn401: true', () => {
    const nullable = new Leadproof({ nullOn401: true });
    expectTypeOf(nullable.orders.retrieve('o1')).resolves.toEqualTypeOf<Order | null>();
    expectTypeOf(nullable.uploadCsv(new Blob())).resolves.toEqualTypeOf<Order>();
    const throwing = new Leadproof({ nullOn401: false });
    expectTypeOf(throwing.orders.retrieve('o1')).resolves.toEqualTypeOf<Order>();
  });

  it('pages are awaitable and async-iterable', async () => {
    const list = new Leadproof().creditTransactions.list();
    expectTypeOf(list).resolves.toEqualTypeOf<OffsetPage<CreditTransaction>>();
    expectTypeOf(list).toMatchTypeOf<AsyncIterable<CreditTransaction>>();
  });
});
