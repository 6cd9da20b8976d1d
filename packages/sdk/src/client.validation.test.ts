import { describe, expect, it, vi } from 'vitest';
import { Leadproof } from './client';
import { ResponseValidationError } from './core/error';
import { contractRouteOf } from './internal/contract-route';
import { fakeFetch, json, orderFixture } from './internal/fake-fetch';

// Counts the loads of the contract's schemas: the point of `contract-route.ts` is that some clients make none.
vi.mock('./internal/contract-route', async (importOriginal) => {
  const original = await importOriginal<typeof import('./internal/contract-route')>();
  return { contractRouteOf: vi.fn(original.contractRouteOf) };
});

const baseURL = 'https://app.test';

describe('the schemas of a call', () => {
  it('are not loaded by a client that checks no answer (validateResponses: false), which gets the JSON as sent', async () => {
    vi.mocked(contractRouteOf).mockClear();
    const fetch = fakeFetch(json({ ...orderFixture(), status: 'lost' }));
    const order = await new Leadproof({ baseURL, fetch, validateResponses: false }).orders.retrieve('o1');
    expect(order.status).toBe('lost');
    expect(contractRouteOf).not.toHaveBeenCalled();
  });

  it("are loaded at a checked answer, and the route's response schema refuses a wrong one", async () => {
    vi.mocked(contractRouteOf).mockClear();
    const fetch = fakeFetch(json({ ...orderFixture(), status: 'lost' }));
    const error = await new Leadproof({ baseURL, fetch }).orders.retrieve('o1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(contractRouteOf).toHaveBeenCalledWith('orders.retrieve');
  });
});
