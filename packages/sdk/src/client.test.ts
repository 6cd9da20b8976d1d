import { describe, expect, it, vi } from 'vitest';
import { Leadproof } from './client';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  AuthenticationError,
  GoneError,
  NotFoundError,
  PaymentRequiredError,
  ResponseValidationError,
} from './core/error';
import { apiError, fakeFetch, json, orderFixture } from './internal/fake-fetch';

const baseURL = 'https://app.test';

describe('requests', () => {
  it('sends the bearer token from the async provider, cookies, and no body or content type without payload', async () => {
    const fetch = fakeFetch(json({ balance: 12 }));
    const client = new Leadproof({ baseURL, fetch, accessToken: async () => 'tok_1' });
    expect(await client.users.balance()).toEqual({ balance: 12 });
    const [call] = fetch.calls;
    expect(call?.url).toBe('https://app.test/api/users/me/balance');
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('authorization')).toBe('Bearer tok_1');
    expect(call?.headers.get('content-type')).toBeNull();
    expect(call?.init.body).toBeUndefined();
    expect(call?.init.credentials).toBe('include');
  });

  it('sends an API key as the bearer token, and nothing when signed out', async () => {
    const fetch = fakeFetch(json({ balance: 1 }), json({ balance: 1 }));
    await new Leadproof({ baseURL, fetch, apiKey: 'lp_secret' }).users.balance();
    await new Leadproof({ baseURL, fetch, accessToken: () => null }).users.balance();
    expect(fetch.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer lp_secret', null]);
  });

  it('sends JSON with its content type only when there is a payload', async () => {
    const fetch = fakeFetch(json({ url: 'https://pay.test/s/1' }), json({ url: 'https://pay.test/p/1' }));
    const client = new Leadproof({ baseURL, fetch, apiKey: 'k' });
    await client.billing.createCheckoutSession({ product_id: 'prod_starter' });
    await client.billing.createPortalSession();
    const [checkout, portal] = fetch.calls;
    expect(checkout?.headers.get('content-type')).toBe('application/json');
    expect(checkout?.body).toBe('{"product_id":"prod_starter"}');
    expect(portal?.method).toBe('POST');
    expect(portal?.headers.get('content-type')).toBeNull();
    expect(portal?.body).toBeUndefined();
  });

  it('sends no bearer token for pricing (a public list)', async () => {
    const fetch = fakeFetch(json([{ type: 'upload_csv', price_per_row: 1 }]));
    const pricing = await new Leadproof({ baseURL, fetch, apiKey: 'k' }).pricing.list();
    expect(pricing).toEqual([{ type: 'upload_csv', price_per_row: 1 }]);
    expect(fetch.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('URL-encodes ids in paths', async () => {
    const fetch = fakeFetch(json(orderFixture({ id: 'a/b c' })), new Response(null, { status: 204 }));
    const client = new Leadproof({ baseURL, fetch });
    await client.orders.retrieve('a/b c');
    await client.apiKeys.revoke('k?1');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'https://app.test/api/orders/a%2Fb%20c',
      'https://app.test/api/api-keys/k%3F1',
    ]);
    expect(fetch.calls[1]?.method).toBe('DELETE');
  });

  it('builds query strings, skipping undefined values', async () => {
    const counts = { all: 0, pending: 0, in_progress: 0, completed: 0, needs_fix: 0, failed: 0 };
    const fetch = fakeFetch(
      json({ items: [], nextOffset: null, counts }),
      new Response('a,b\n1,2\n'),
      new Response('x\n'),
    );
    const client = new Leadproof({ baseURL, fetch });
    await client.orders.list({ status: 'completed' });
    expect(await client.orders.originalCsv('o1', { limit: 50 })).toBe('a,b\n1,2\n');
    await client.orders.resultsCsv('o1');
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'https://app.test/api/orders?status=completed',
      'https://app.test/api/orders/o1/csv/original?limit=50',
      'https://app.test/api/orders/o1/csv/results',
    ]);
  });

  it('streams downloads', async () => {
    const fetch = fakeFetch(new Response('email\na@b.c\n'));
    const stream = await new Leadproof({ baseURL, fetch }).orders.download('o1', 'results');
    expect(await new Response(stream).text()).toBe('email\na@b.c\n');
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/orders/o1/csv/results');
  });

  it('leaves no timer behind once a download is answered, with a stream or an error', async () => {
    // A timer left running holds a short-lived process open until the request timeout: a CLI download of an
    // order whose files were deleted printed its error, then waited a minute to exit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetch = fakeFetch(new Response('email\n'), apiError(410, 'files_deleted', 'Files deleted.'));
      const client = new Leadproof({ baseURL, fetch, maxRetries: 0 });
      await client.orders.download('o1', 'results');
      expect(vi.getTimerCount()).toBe(0);
      await expect(client.orders.download('o1', 'results')).rejects.toBeInstanceOf(GoneError);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('downloads one subset of the results with filter, and refuses a filter on the original', async () => {
    const fetch = fakeFetch(new Response('email\n'), new Response('email\n'));
    const client = new Leadproof({ baseURL, fetch });
    await client.orders.download('o1', 'results', { filter: 'clean' });
    await client.orders.resultsCsv('o1', { filter: 'duplicates', limit: 5 });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'https://app.test/api/orders/o1/csv/results?filter=clean',
      'https://app.test/api/orders/o1/csv/results?filter=duplicates&limit=5',
    ]);
    expect(() => client.orders.download('o1', 'original', { filter: 'invalid' })).toThrow(
      'filter "invalid" applies to the results file only, not to the original file.',
    );
  });

  it("DELETEs an order's files, and reads 410 files_deleted as a GoneError", async () => {
    const fetch = fakeFetch(
      new Response(null, { status: 204 }),
      apiError(410, 'files_deleted', 'Files deleted on 2026-12-01 on request.'),
    );
    const client = new Leadproof({ baseURL, fetch, maxRetries: 0 });
    await expect(client.orders.deleteFiles('o/1')).resolves.toBeUndefined();
    expect(fetch.calls[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://app.test/api/orders/o%2F1/files',
    });
    const error = await client.orders.originalCsv('o1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoneError);
    expect(error).toMatchObject({ status: 410, code: 'files_deleted' });
  });

  it('defaults the base URL to the local server outside browsers', async () => {
    const fetch = fakeFetch(json({ status: 'ok', version: '1', mode: 'embedded', db: 'pglite' }));
    await new Leadproof({ fetch }).health.check();
    expect(fetch.calls[0]?.url).toBe('http://localhost:8787/api/health');
  });
});

describe('errors', () => {
  it('throws the class of the status with `{status}: {body}` as message', async () => {
    const body = '{"error":{"code":"insufficient_credits","message":"Not enough credits"}}';
    const fetch = fakeFetch(new Response(body, { status: 402, headers: { 'x-request-id': 'r1' } }));
    const client = new Leadproof({ baseURL, fetch });
    const error = await client.orders.uploadComplete('o1', { path: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(error).toMatchObject({
      message: `402: ${body}`,
      status: 402,
      code: 'insufficient_credits',
      requestID: 'r1',
    });
  });

  it('uses the status text when the body is empty', async () => {
    const fetch = fakeFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    const error = await new Leadproof({ baseURL, fetch }).orders.retrieve('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('404: Not Found');
  });

  it('throws AuthenticationError on 401 by default', async () => {
    const fetch = fakeFetch(apiError(401, 'unauthorized', 'Sign in'));
    await expect(new Leadproof({ baseURL, fetch }).users.balance()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it('resolves with null on 401 with nullOn401', async () => {
    const fetch = fakeFetch(apiError(401, 'unauthorized', 'Sign in'), apiError(404, 'not_found', 'No order'));
    const client = new Leadproof({ baseURL, fetch, nullOn401: true });
    expect(await client.users.balance()).toBeNull();
    await expect(client.orders.retrieve('x')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects a response that does not match the contract', async () => {
    const fetch = fakeFetch(json({ balance: 'many' }));
    const error = await new Leadproof({ baseURL, fetch }).users.balance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).message).toMatch(
      /^GET \/api\/users\/me\/balance returned .*balance:/,
    );
    expect((error as ResponseValidationError).body).toEqual({ balance: 'many' });
  });

  it('rejects a body that is not JSON, and can skip validation', async () => {
    const fetch = fakeFetch(new Response('<html>'), json({ balance: 'many' }));
    await expect(new Leadproof({ baseURL, fetch }).users.balance()).rejects.toThrow(/not JSON/);
    expect(await new Leadproof({ baseURL, fetch, validateResponses: false }).users.balance()).toEqual({
      balance: 'many',
    });
  });

  it('wraps network failures in APIConnectionError', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'));
    const error = await new Leadproof({ baseURL, fetch, maxRetries: 0 }).orders
      .create({
        type: 'upload_csv',
        requestDetails: { source: 'test' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('times out with APIConnectionTimeoutError', async () => {
    const fetch = fakeFetch(hang);
    const client = new Leadproof({ baseURL, fetch, timeout: 20, maxRetries: 0 });
    await expect(client.users.balance()).rejects.toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('aborts through the caller signal with APIUserAbortError', async () => {
    const fetch = fakeFetch(hang);
    const controller = new AbortController();
    const pending = new Leadproof({ baseURL, fetch }).users.balance({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(APIUserAbortError);
    expect(fetch.calls).toHaveLength(1);
  });
});

/** A fetch that never answers, until its signal aborts. */
function hang(call: { init: RequestInit }): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (call.init.signal?.aborted) abort();
    call.init.signal?.addEventListener('abort', abort);
  });
}
