import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { fakeRuntime } from '../testing/fake-runtime';
import { runAccountUpdate } from './account-update';

const apiUrl = 'http://api.test';

/** A fetch that answers the PATCH with the profile it was sent, recording each request. */
function profileFetch() {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ method: init?.method ?? 'GET', url: String(input), body });
    const profile = {
      id: 'u1',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Acme',
    };
    return Response.json({ ...profile, ...body });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('leadproof account update', () => {
  it('PATCHes /api/users/me with the fields given and prints the profile', async () => {
    const { fetch, requests } = profileFetch();
    const runtime = fakeRuntime({ fetch, env: { apiKey: 'lp_test' } });
    await runAccountUpdate({
      apiUrl,
      json: false,
      runtime,
      firstName: 'Augusta',
      company: 'Analytical Engines',
    });
    expect(requests).toEqual([
      {
        method: 'PATCH',
        url: `${apiUrl}/api/users/me`,
        body: { firstName: 'Augusta', company: 'Analytical Engines' },
      },
    ]);
    expect(runtime.stdout.text).toContain('Updated ada@example.com: Augusta Lovelace, Analytical Engines.');
  });

  it('removes the company with --company "", and answers --json with the profile', async () => {
    const { fetch, requests } = profileFetch();
    const runtime = fakeRuntime({ fetch, env: { apiKey: 'lp_test' } });
    await runAccountUpdate({ apiUrl, json: true, runtime, company: '' });
    expect(requests[0]?.body).toEqual({ company: null });
    expect(JSON.parse(runtime.stdout.text)).toMatchObject({ company: null });
  });

  it('says what to pass when nothing is given, without calling the API', async () => {
    const { fetch, requests } = profileFetch();
    const runtime = fakeRuntime({ fetch, env: { apiKey: 'lp_test' } });
    await expect(runAccountUpdate({ apiUrl, json: false, runtime })).rejects.toBeInstanceOf(UsageError);
    expect(requests).toEqual([]);
  });
});
