import { describe, expect, it } from 'vitest';
import { WEBHOOK_DELIVERY_POLL_MS } from '../api/query-client';
import { deliveryLogRefetchInterval } from './queries';
import { deliveryFixture } from './webhook-fixtures';

describe('deliveryLogRefetchInterval', () => {
  it('polls while a delivery is pending or retrying, and not once all are settled', () => {
    const settled = [deliveryFixture(), deliveryFixture({ id: 'd2', status: 'failed' })];
    expect(deliveryLogRefetchInterval(undefined)).toBe(false);
    expect(deliveryLogRefetchInterval([])).toBe(false);
    expect(deliveryLogRefetchInterval(settled)).toBe(false);
    for (const status of ['pending', 'retrying'] as const) {
      expect(deliveryLogRefetchInterval([...settled, deliveryFixture({ id: 'd3', status })])).toBe(
        WEBHOOK_DELIVERY_POLL_MS,
      );
    }
  });
});
