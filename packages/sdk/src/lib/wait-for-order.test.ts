import type { Order } from '@leadproof/contract/orders';
import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { APIUserAbortError } from '../core/error';
import { fakeFetch, json, orderFixture } from '../internal/fake-fetch';

const baseURL = 'https://app.test';

describe('waitForOrder', () => {
  it('polls until a final status, reporting each poll', async () => {
    const fetch = fakeFetch(
      json(orderFixture({ status: 'pending' })),
      json(orderFixture({ status: 'in_progress', progress: { rowsProcessed: 10, rowsTotal: 20 } })),
      json(orderFixture({ status: 'completed', resultFilePath: 'r.csv', rowCount: 20, creditsUsed: 20 })),
    );
    const seen: Order[] = [];
    const order = await new Leadproof({ baseURL, fetch }).waitForOrder('ord 1', {
      intervalMs: 1,
      onProgress: (o) => seen.push(o),
    });
    expect(order.status).toBe('completed');
    expect(seen.map((o) => o.progress?.rowsProcessed ?? null)).toEqual([null, 10, null]);
    expect(fetch.calls.every((c) => c.url === 'https://app.test/api/orders/ord%201')).toBe(true);
  });

  it.each(['needs_fix', 'failed'])('stops at %s', async (status) => {
    const fetch = fakeFetch(json(orderFixture({ status, statusMessage: 'No e-mail or phone column' })));
    const order = await new Leadproof({ baseURL, fetch }).waitForOrder('o1');
    expect(order).toMatchObject({ status, statusMessage: 'No e-mail or phone column' });
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(json(orderFixture()), json(orderFixture()));
    const waiting = new Leadproof({ baseURL, fetch }).waitForOrder('o1', {
      signal: controller.signal,
      intervalMs: 60_000,
      onProgress: () => controller.abort(),
    });
    await expect(waiting).rejects.toBeInstanceOf(APIUserAbortError);
    expect(fetch.calls).toHaveLength(1);
  });
});
