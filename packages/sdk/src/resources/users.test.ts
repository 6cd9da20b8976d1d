import { describe, expect, it } from 'vitest';
import { Leadproof } from '../client';
import { ResponseValidationError } from '../core/error';
import { fakeFetch, json } from '../internal/fake-fetch';

const profile = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: null, company: null };

describe('users.me', () => {
  it('GETs /api/users/me with the bearer token and returns the profile', async () => {
    const fetch = fakeFetch(json(profile));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, apiKey: 'lp_live_x' });
    expect(await client.users.me()).toEqual(profile);
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/users/me');
    expect(fetch.calls[0]?.method).toBe('GET');
    expect(fetch.calls[0]?.headers.get('authorization')).toBe('Bearer lp_live_x');
  });

  it('refuses a profile that breaks the contract', async () => {
    const fetch = fakeFetch(json({ id: 'u1' }));
    const error = await new Leadproof({ baseURL: 'https://app.test', fetch }).users
      .me()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
  });
});

describe('users.update', () => {
  it('PATCHes /api/users/me with the fields as JSON and returns the profile', async () => {
    const updated = { ...profile, company: null };
    const fetch = fakeFetch(json(updated));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, accessToken: () => 'tok' });
    expect(await client.users.update({ firstName: 'Ada', company: null })).toEqual(updated);
    expect(fetch.calls[0]?.method).toBe('PATCH');
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/users/me');
    expect(fetch.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({ firstName: 'Ada', company: null });
  });

  it('retries a PATCH the server could not answer, since it sets the same fields again', async () => {
    const fetch = fakeFetch(new Response('busy', { status: 503 }), json(profile));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, accessToken: () => 'tok' });
    expect(await client.users.update({ lastName: 'Lovelace' })).toEqual(profile);
    expect(fetch.calls.map((call) => call.method)).toEqual(['PATCH', 'PATCH']);
  });
});

describe('users.exportData', () => {
  it('GETs /api/users/me/export and returns the archive as a byte stream', async () => {
    const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const fetch = fakeFetch(new Response(zipBytes, { headers: { 'content-type': 'application/zip' } }));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, accessToken: () => 'tok' });
    const stream = await client.users.exportData();
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(zipBytes);
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/users/me/export');
    expect(fetch.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });
});

describe('users.delete', () => {
  it('sends DELETE /api/users/me with the password as JSON and resolves on 204', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    const client = new Leadproof({ baseURL: 'https://app.test', fetch, accessToken: () => 'tok' });
    await expect(client.users.delete({ password: 'hunter22' })).resolves.toBeUndefined();
    expect(fetch.calls[0]?.method).toBe('DELETE');
    expect(fetch.calls[0]?.url).toBe('https://app.test/api/users/me');
    expect(JSON.parse(fetch.calls[0]?.body ?? '')).toEqual({ password: 'hunter22' });
  });
});
