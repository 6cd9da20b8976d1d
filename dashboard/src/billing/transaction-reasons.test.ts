import { describe, expect, it } from 'vitest';
import { transactionReasonLabel } from './transaction-reasons';

describe('transactionReasonLabel', () => {
  it('says every reason of the ledger in words', () => {
    const reasons = ['grant', 'purchase', 'refund', 'order', 'expiry', 'adjustment', 'realtime'];
    expect(reasons.map(transactionReasonLabel)).toEqual([
      'Free credits',
      'Purchase',
      'Refund',
      'Order',
      'Expired',
      'Adjustment',
      'Real-time check',
    ]);
  });

  it('reads a reason added later as words, not as an identifier', () => {
    expect(transactionReasonLabel('lead_return')).toBe('Lead return');
  });
});
