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
