import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Leadproof } from './client';
import { APIConnectionError, ConflictError, InternalServerError, RateLimitError } from './core/error';
import { apiError, fakeFetch, json } from './internal/fake-fetch';

const baseURL = 'https://app.test';
const balance = () => json({ balance: 5 });
const unavailable = () => apiError(503, 'unavailable', 'Try again');

beforeEach(() => {
  vi.useFakeTimers();
  // No jitter, so that the schedule is exact: 500 ms, 1000 ms, …
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a call to completion under fake timers and returns its outcome. */
async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const outcome = promise.catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

/** Milliseconds between successive calls. */
const gaps = (calls: { at: number }[]) => calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));

describe('retries of idempotent calls', () => {
  it('retries a GET twice by default, backing off 0.5 s then 1 s', async () => {
    const fetch = fakeFetch(unavailable(), unavailable(), balance());
    const result = await settle(new Leadproof({ baseURL, fetch }).users.balance());
    expect(result).toEqual({ balance: 5 });
    expect(fetch.calls).toHaveLength(3);
    expect(gaps(fetch.calls)).toEqual([500, 1000]);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const fetch = fakeFetch(unavailable(), unavailable(), unavailable());
    const result = await settle(new Leadproof({ baseURL, fetch }).users.balance());
    expect(result).toBeInstanceOf(InternalServerError);
    expect(fetch.calls).toHaveLength(3);
  });

  it('honours maxRetries per client and per call', async () => {
    const fetch = fakeFetch(unavailable(), unavailable(), unavailable(), unavailable(), balance());
    const client = new Leadproof({ baseURL, fetch, maxRetries: 0 });
    expect(await settle(client.users.balance())).toBeInstanceOf(InternalServerError);
    expect(await settle(client.users.balance({ maxRetries: 3 }))).toEqual({ balance: 5 });
    expect(fetch.calls).toHaveLength(5);
    expect(gaps(fetch.calls.slice(1))).toEqual([500, 1000, 2000]);
  });

  it.each([
    [408, 'timeout'],
    [409, 'conflict'],
    [429, 'rate_limited'],
    [500, 'internal'],
  ])('retries %i', async (status, code) => {
    const fetch = fakeFetch(apiError(status, code, 'x'), balance());
    expect(await settle(new Leadproof({ baseURL, fetch }).users.balance())).toEqual({ balance: 5 });
    expect(fetch.calls).toHaveLength(2);
  });

  it('does not retry 400–404 or 422', async () => {
    const fetch = fakeFetch(apiError(404, 'not_found', 'x'));
    await settle(new Leadproof({ baseURL, fetch }).orders.retrieve('o1'));
    expect(fetch.calls).toHaveLength(1);
  });

  it('retries connection errors', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'), balance());
    expect(await settle(new Leadproof({ baseURL, fetch }).users.balance())).toEqual({ balance: 5 });
    expect(gaps(fetch.calls)).toEqual([500]);
  });

  it('honours retry-after and retry-after-ms up to 60 s', async () => {
    const fetch = fakeFetch(
      apiError(429, 'rate_limited', 'x', { 'retry-after': '3' }),
      apiError(429, 'rate_limited', 'x', { 'retry-after-ms': '1500' }),
      balance(),
      apiError(429, 'rate_limited', 'x', { 'retry-after': '600' }),
      balance(),
    );
    const client = new Leadproof({ baseURL, fetch });
    expect(await settle(client.users.balance())).toEqual({ balance: 5 });
    expect(await settle(client.users.balance())).toEqual({ balance: 5 });
    expect(gaps(fetch.calls.slice(0, 3))).toEqual([3000, 1500]);
    // Ten minutes is beyond the cap: the normal backoff applies instead.
    expect(gaps(fetch.calls.slice(3))).toEqual([500]);
  });

  it('applies jitter of at most 25 %', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const fetch = fakeFetch(unavailable(), unavailable(), balance());
    await settle(new Leadproof({ baseURL, fetch }).users.balance());
    const [first, second] = gaps(fetch.calls);
    expect(first).toBeGreaterThanOrEqual(375);
    expect(second).toBeGreaterThanOrEqual(750);
    expect(second).toBeLessThan(1000);
  });

  it('retries a POST that carries an idempotency key, with the same key each time', async () => {
    const fetch = fakeFetch(unavailable(), json({ url: 'https://pay.test/s/1' }));
    const client = new Leadproof({ baseURL, fetch });
    const result = await settle(
      client.billing.createCheckoutSession({ product_id: 'p' }, { idempotencyKey: 'checkout-1' }),
    );
    expect(result).toEqual({ url: 'https://pay.test/s/1' });
    expect(fetch.calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['checkout-1', 'checkout-1']);
  });
});

describe('every POST carries one Idempotency-Key per call', () => {
  it.each<[string, (client: Leadproof) => Promise<unknown>]>([
    [
      'orders.create',
      (c: Leadproof) => c.orders.create({ type: 'upload_csv', requestDetails: { source: 't' } }),
    ],
    ['orders.uploadUrl', (c: Leadproof) => c.orders.uploadUrl('o1')],
    ['orders.uploadComplete', (c: Leadproof) => c.orders.uploadComplete('o1', { path: 'p' })],
    ['billing.createPortalSession', (c: Leadproof) => c.billing.createPortalSession()],
    ['apiKeys.create', (c: Leadproof) => c.apiKeys.create({ name: 'ci' })],
  ])('%s is retried on 503 with the key of its first attempt', async (_, call) => {
    const fetch = fakeFetch(unavailable(), apiError(409, 'idempotency_key_in_use', 'x'), balance());
    await settle(call(new Leadproof({ baseURL, fetch, validateResponses: false })));
    expect(fetch.calls).toHaveLength(3);
    const keys = fetch.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it("sends a new key for each call, and the caller's own when given", async () => {
    const fetch = fakeFetch(json({ id: 'o1' }), json({ id: 'o2' }), json({ id: 'o3' }));
    const client = new Leadproof({ baseURL, fetch });
    const body = { type: 'upload_csv', requestDetails: { source: 't' } } as const;
    await client.orders.create(body);
    await client.orders.create(body);
    await client.orders.create(body, { idempotencyKey: 'mine-1' });
    const keys = fetch.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('mine-1');
  });

  it('retries a POST after a connection error with the same key', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'), json({ id: 'o1' }));
    const client = new Leadproof({ baseURL, fetch });
    const result = await settle(
      client.orders.create({ type: 'upload_csv', requestDetails: { source: 't' } }),
    );
    expect(result).toEqual({ id: 'o1' });
    const [first, second] = fetch.calls.map((c) => c.headers.get('idempotency-key'));
    expect(second).toBe(first);
  });

  it('does not retry a DELETE, nor send it a key', async () => {
    const fetch = fakeFetch(unavailable(), balance());
    expect(await settle(new Leadproof({ baseURL, fetch }).apiKeys.revoke('k1'))).toBeInstanceOf(
      InternalServerError,
    );
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it('a DELETE fails at once on 409, 429 and connection errors', async () => {
    const fetch = fakeFetch(
      apiError(409, 'conflict', 'x'),
      apiError(429, 'rate', 'x'),
      new TypeError('down'),
    );
    const client = new Leadproof({ baseURL, fetch });
    expect(await settle(client.orders.deleteFiles('o1'))).toBeInstanceOf(ConflictError);
    expect(await settle(client.orders.deleteFiles('o1'))).toBeInstanceOf(RateLimitError);
    expect(await settle(client.orders.deleteFiles('o1'))).toBeInstanceOf(APIConnectionError);
    expect(fetch.calls).toHaveLength(3);
  });
});
