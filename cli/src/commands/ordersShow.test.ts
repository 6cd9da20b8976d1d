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

describe('orders show mailbox check', () => {
  it('shows the probe step of a running order: addresses answered and the wait for greylisted ones', () => {
    const running: Order = {
      ...order,
      status: 'in_progress',
      progress: {
        rowsProcessed: 100,
        rowsTotal: 100,
        phase: 'probing',
        mailbox: {
          addressesChecked: 80,
          addressesTotal: 90,
          waitingForRetry: true,
          retryAt: '2026-11-25T10:05:00.000Z',
        },
      },
    };
    expect(describeOrder(running).join('\n')).toMatch(
      /Progress:\s+100 \/ 100 rows; mailbox check: 80 \/ 90 addresses, waiting to retry greylisted addresses at /,
    );
  });

  it('gives the verdicts of a completed order, or why the check did not run', () => {
    const mailbox = {
      checked: true,
      addresses: 90,
      valid: 70,
      invalid: 10,
      risky: 6,
      unknown: 4,
      catchAllDomains: 2,
      retried: 3,
      outage: false,
      note: null,
    };
    const stats = {
      emails: { valid: 70, invalid: 20, risky: 6, unknown: 4, missing: 0 },
      phones: { valid: 0, invalid: 0, missing: 100 },
      duplicates: 0,
      meanScore: 40,
      mailbox,
    };
    expect(describeOrder({ ...order, stats }).join('\n')).toMatch(
      /Mailboxes:\s+90 addresses: 70 valid, 6 risky, 10 invalid, 4 unknown; 2 catch-all domains/,
    );
    const off = { ...mailbox, checked: false, note: 'The mailbox check did not run for this order.' };
    expect(describeOrder({ ...order, stats: { ...stats, mailbox: off } }).join('\n')).toMatch(
      /Mailboxes:\s+The mailbox check did not run for this order\./,
    );
  });
});
