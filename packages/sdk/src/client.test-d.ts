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

  it('call takes what the route declares and resolves with its response type', () => {
    const client = new Leadproof();
    expectTypeOf(client.call('orders.retrieve', { params: { id: 'o1' } })).resolves.toEqualTypeOf<Order>();
    expectTypeOf(
      client.call('orders.originalCsv', { params: { id: 'o1' }, query: { limit: 5 } }),
    ).resolves.toEqualTypeOf<string>();
    expectTypeOf(client.call('webhooks.delete', { params: { id: 'w1' } })).resolves.toEqualTypeOf<void>();
    expectTypeOf(new Leadproof({ nullOn401: true }).call('users.balance', {})).resolves.toEqualTypeOf<{
      balance: number;
    } | null>();
    // @ts-expect-error a route with `{id}` needs its params
    void client.call('orders.retrieve', {});
    // @ts-expect-error a route without a body takes none
    void client.call('users.balance', { body: { balance: 1 } });
    // @ts-expect-error the body is the route's
    void client.call('leadPresets.rename', { params: { id: 'p' }, body: { title: 'x' } });
    // @ts-expect-error a query field the route does not read
    void client.call('orders.list', { query: { page: 2 } });
  });

  it('keeps the deprecated helpers typed as their replacements', () => {
    const client = new Leadproof();
    expectTypeOf(client.uploadCsv(new Blob())).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.waitForOrder('o1')).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.orders.upload(new Blob())).resolves.toEqualTypeOf<Order>();
    expectTypeOf(client.orders.poll('o1')).resolves.toEqualTypeOf<Order>();
  });

  it('pages are awaitable and async-iterable', async () => {
    const list = new Leadproof().creditTransactions.list();
    expectTypeOf(list).resolves.toEqualTypeOf<OffsetPage<CreditTransaction>>();
    expectTypeOf(list).toMatchTypeOf<AsyncIterable<CreditTransaction>>();
  });
});
