import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import {
  APIUserAbortError,
  InternalServerError,
  InvalidUploadError,
  LeadproofError,
  PaymentRequiredError,
} from '../core/error';
import { apiError, fakeFetch, json, orderFixture } from '../internal/fake-fetch';
import type { UploadProgress } from './signed-upload';

const baseURL = 'https://app.test';
const csv = 'email,phone\na@example.com,+15550100\nb@example.com,\n';
const ticket = { path: 'u1/ord_1/original.csv', token: 'tok/+=', bucket: 'uploads' };

/** The four answers of a successful upload. */
const happyPath = () => [
  json({ id: 'ord_1' }, 201),
  json(ticket),
  json({ Key: 'uploads/u1/ord_1/original.csv' }),
  json(orderFixture({ rowCount: 2, creditsUsed: 2 })),
];

describe('orders.upload', () => {
  it('runs the four upload steps in order with the right requests', async () => {
    const fetch = fakeFetch(...happyPath());
    const client = new Leadproof({ baseURL, fetch, accessToken: () => 'session' });
    const order = await client.orders.upload(new File([csv], 'leads.csv', { type: 'text/csv' }));
    expect(order).toMatchObject({ id: 'ord_1', rowCount: 2, creditsUsed: 2 });

    const [create, uploadUrl, storage, complete] = fetch.calls;
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://app.test/api/orders',
      'POST https://app.test/api/orders/ord_1/upload-url',
      'PUT https://app.test/storage/v1/object/upload/sign/uploads/u1/ord_1/original.csv?token=tok%2F%2B%3D',
      'POST https://app.test/api/orders/ord_1/upload-complete',
    ]);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      type: 'upload_csv',
      requestDetails: { source: 'sdk', fileName: 'leads.csv' },
    });
    expect(create?.headers.get('content-type')).toBe('application/json');
    expect(uploadUrl?.body).toBeUndefined();
    expect(uploadUrl?.headers.get('content-type')).toBeNull();
    expect(complete?.body).toBe(JSON.stringify({ path: ticket.path }));
    expect(complete?.headers.get('authorization')).toBe('Bearer session');

    expect(storage?.body).toBe(csv);
    expect(storage?.headers.get('content-type')).toBe('text/csv');
    expect(storage?.headers.get('x-upsert')).toBe('true');
    expect(storage?.headers.get('cache-control')).toBe('max-age=3600');
    expect(storage?.headers.get('content-length')).toBe(String(csv.length));
    expect(storage?.headers.get('authorization')).toBeNull();
    expect(storage?.init.credentials).toBe('omit');
    expect(storage?.init.duplex).toBe('half');
  });

  it('uses storageURL and storageHeaders, and merges requestDetails', async () => {
    const fetch = fakeFetch(...happyPath());
    const client = new Leadproof({
      baseURL,
      fetch,
      storageURL: 'https://ref.supabase.test/storage/v1/',
      storageHeaders: { apikey: 'anon' },
    });
    await client.orders.upload(new File([csv], 'leads.csv'), { requestDetails: { source: 'cli' } });
    expect(JSON.parse(fetch.calls[0]?.body ?? '').requestDetails).toEqual({
      source: 'cli',
      fileName: 'leads.csv',
    });
    expect(fetch.calls[2]?.url).toMatch(
      /^https:\/\/ref\.supabase\.test\/storage\/v1\/object\/upload\/sign\/uploads\//,
    );
    expect(fetch.calls[2]?.headers.get('apikey')).toBe('anon');
  });

  it('streams an async iterable of known size, reporting bytes as they go', async () => {
    const chunks = [new TextEncoder().encode('email\n'), new TextEncoder().encode('a@example.com\n')];
    async function* source() {
      yield* chunks;
    }
    const fetch = fakeFetch(...happyPath());
    const progress: UploadProgress[] = [];
    await new Leadproof({ baseURL, fetch }).orders.upload(
      { stream: source(), size: 20, name: 'list.CSV' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(fetch.calls[2]?.body).toBe('email\na@example.com\n');
    expect(progress).toEqual([
      { loaded: 0, total: 20 },
      { loaded: 6, total: 20 },
      { loaded: 20, total: 20 },
    ]);
  });

  it('accepts a web ReadableStream and a name given in the options', async () => {
    const fetch = fakeFetch(...happyPath());
    const stream = new Blob([csv]).stream();
    await new Leadproof({ baseURL, fetch }).orders.upload({ stream, size: csv.length }, { name: 'x.csv' });
    expect(fetch.calls[2]?.body).toBe(csv);
  });

  it.each([
    ['leads.txt', 10, 'Only CSV files are allowed'],
    ['leads.csv', 50 * 1024 * 1024 + 1, 'File size must be less than 50MB'],
  ])('refuses %s of %i bytes before any call', async (name, size, message) => {
    const fetch = fakeFetch();
    const input = { stream: new Blob([]).stream(), size, name };
    await expect(new Leadproof({ baseURL, fetch }).orders.upload(input)).rejects.toThrow(
      new InvalidUploadError(message),
    );
    expect(fetch.calls).toHaveLength(0);
  });

  it('never retries the storage upload', async () => {
    const fetch = fakeFetch(json({ id: 'ord_1' }), json(ticket), apiError(503, 'unavailable', 'busy'));
    const error = await new Leadproof({ baseURL, fetch }).orders
      .upload(new File([csv], 'a.csv'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as Error).message).toBe('503: {"error":{"code":"unavailable","message":"busy"}}');
    expect(fetch.calls).toHaveLength(3);
  });

  it('never retries order creation or upload-complete', async () => {
    const fetch = fakeFetch(
      json({ id: 'ord_1' }),
      json(ticket),
      json({}),
      apiError(402, 'insufficient_credits', 'x'),
    );
    await expect(
      new Leadproof({ baseURL, fetch }).orders.upload(new File([csv], 'a.csv')),
    ).rejects.toBeInstanceOf(PaymentRequiredError);
    expect(fetch.calls).toHaveLength(4);
  });

  it('throws on 401 even with nullOn401', async () => {
    const fetch = fakeFetch(apiError(401, 'unauthorized', 'Sign in'));
    const client = new Leadproof({ baseURL, fetch, nullOn401: true });
    await expect(client.orders.upload(new File([csv], 'a.csv'))).rejects.toMatchObject({ status: 401 });
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(json({ id: 'ord_1' }), (call) => {
      controller.abort();
      return Promise.reject(call.init.signal?.reason ?? new Error('aborted'));
    });
    const upload = new Leadproof({ baseURL, fetch }).orders.upload(new File([csv], 'a.csv'), {
      signal: controller.signal,
    });
    await expect(upload).rejects.toBeInstanceOf(APIUserAbortError);
    expect(fetch.calls).toHaveLength(2);
  });

  it.each([
    ['createOrder', [apiError(500, 'internal', 'x')]],
    ['uploadUrl', [json({ id: 'ord_1' }), apiError(404, 'not_found', 'x')]],
    ['storageUpload', [json({ id: 'ord_1' }), json(ticket), new TypeError('Failed to fetch')]],
    ['uploadComplete', [json({ id: 'ord_1' }), json(ticket), json({}), apiError(409, 'conflict', 'x')]],
  ] as const)('names the failed step %s in uploadStep', async (step, answers) => {
    const fetch = fakeFetch(...answers);
    const error = await new Leadproof({ baseURL, fetch, maxRetries: 0 }).orders
      .upload(new File([csv], 'a.csv'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeadproofError);
    expect((error as LeadproofError).uploadStep).toBe(step);
  });

  it('leaves uploadStep unset on a file refused before any call', async () => {
    const error = await new Leadproof({ baseURL, fetch: fakeFetch() }).orders
      .upload(new File([csv], 'a.txt'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidUploadError);
    expect((error as LeadproofError).uploadStep).toBeUndefined();
  });

  it('sends the storage upload alone through the storageFetch option', async () => {
    const [create, uploadUrl, storage, complete] = happyPath();
    const fetch = fakeFetch(create as Response, uploadUrl as Response, complete as Response);
    const storageFetch = fakeFetch(storage as Response);
    await new Leadproof({ baseURL, fetch }).orders.upload(new File([csv], 'a.csv'), { storageFetch });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'https://app.test/api/orders',
      'https://app.test/api/orders/ord_1/upload-url',
      'https://app.test/api/orders/ord_1/upload-complete',
    ]);
    expect(storageFetch.calls.map((c) => c.method)).toEqual(['PUT']);
    expect(storageFetch.calls[0]?.body).toBe(csv);
  });
});

describe('orders.uploadToSignedUrl', () => {
  it('runs only the signed storage upload of a ticket, reporting start and end', async () => {
    const fetch = fakeFetch(json({ Key: 'uploads/u1/ord_1/original.csv' }));
    const progress: UploadProgress[] = [];
    const client = new Leadproof({ baseURL, fetch, accessToken: () => 'session' });
    await client.orders.uploadToSignedUrl(ticket, new Blob([csv]), { onProgress: (p) => progress.push(p) });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT https://app.test/storage/v1/object/upload/sign/uploads/u1/ord_1/original.csv?token=tok%2F%2B%3D',
    ]);
    expect(fetch.calls[0]?.headers.get('authorization')).toBeNull();
    expect(fetch.calls[0]?.body).toBe(csv);
    expect(progress.at(0)).toEqual({ loaded: 0, total: csv.length });
    expect(progress.at(-1)).toEqual({ loaded: csv.length, total: csv.length });
  });

  it('throws the storage error as an APIError subclass', async () => {
    const fetch = fakeFetch(apiError(500, 'internal', 'disk full'));
    const client = new Leadproof({ baseURL, fetch });
    await expect(client.orders.uploadToSignedUrl(ticket, new Blob([csv]))).rejects.toBeInstanceOf(
      InternalServerError,
    );
  });
});
