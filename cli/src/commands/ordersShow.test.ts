import type { Order } from '@leadproof/sdk';
import { describe, expect, it } from 'vitest';
import { describeBilling, describeOrder } from './ordersShow';

const order: Order = {
  id: '1a2b3c4d-0000-4000-8000-000000000000',
  type: 'upload_csv',
  status: 'completed',
  createdAt: '2026-11-24T10:00:00.000Z',
  rowCount: 100,
  creditsUsed: 85,
  resultFilePath: 'u/o/results.csv',
  billing: { rowsCounted: 100, held: 100, duplicates: 10, unverifiable: 5, charged: 85, refunded: 15 },
};

describe('orders show billing', () => {
  it('itemises a settled order: held, charged, refunded and why', () => {
    expect(describeBilling(order.billing!)).toBe(
      '100 held for 100 rows, 85 charged, 15 refunded (10 duplicates, 5 unverifiable not charged)',
    );
    expect(describeOrder(order).join('\n')).toMatch(/Billing:\s+100 held for 100 rows, 85 charged/);
  });

  it('says a running order is settled when it ends', () => {
    expect(
      describeBilling({
        rowsCounted: 7,
        held: 7,
        duplicates: null,
        unverifiable: null,
        charged: null,
        refunded: null,
      }),
    ).toBe('7 held for 7 rows; settled when the order ends');
  });

  it('prints no billing line for an order without a receipt', () => {
    expect(describeOrder({ ...order, billing: undefined }).join('\n')).not.toMatch(/Billing:/);
  });
});
