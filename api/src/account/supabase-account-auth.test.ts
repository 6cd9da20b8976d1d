import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { supabaseAccountAuth } from './supabase-account-auth';

const project = {
  supabaseUrl: 'https://project.supabase.co',
  anonKey: 'anon-key',
  serviceRoleKey: 'service-key',
};
const user = { id: 'u-1', email: 'ada@example.com' };

type Call = { url: string; init: RequestInit };

/** A fetch answering `answers` in order, recording each call. */
function fakeFetch(...answers: Response[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer for ${url}`);
    return answer;
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('supabaseAccountAuth', () => {
  it('checks the password with the password grant and the anon key, then ends the session it made', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json({ access_token: 'fresh-token' }),
      new Response(null, { status: 204 }),
    );
    expect(await supabaseAccountAuth(project, fetchImpl).checkPassword(user, 'pw', '203.0.113.7')).toBe('ok');
    expect(calls[0]?.url).toBe('https://project.supabase.co/auth/v1/token?grant_type=password');
    expect(new Headers(calls[0]?.init.headers).get('apikey')).toBe('anon-key');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'ada@example.com', password: 'pw' });
    expect(calls[1]?.url).toBe('https://project.supabase.co/auth/v1/logout?scope=local');
    expect(new Headers(calls[1]?.init.headers).get('authorization')).toBe('Bearer fresh-token');
  });

  it('answers wrong for invalid credentials, and 429 or 503 when the project cannot answer', async () => {
    const wrong = fakeFetch(json({ error_code: 'invalid_credentials' }, 400));
    expect(await supabaseAccountAuth(project, wrong.fetchImpl).checkPassword(user, 'x', 'ip')).toBe('wrong');
    const limited = fakeFetch(json({}, 429));
    await expect(
      supabaseAccountAuth(project, limited.fetchImpl).checkPassword(user, 'x', 'ip'),
    ).rejects.toMatchObject({ code: 'rate_limited' });
    const down = fakeFetch(new Response('bad gateway', { status: 502 }));
    await expect(
      supabaseAccountAuth(project, down.fetchImpl).checkPassword(user, 'x', 'ip'),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  it('deletes the user with the admin API and the service-role key; a user already gone is no error', async () => {
    const { fetchImpl, calls } = fakeFetch(
      json({}),
      json({ code: 404, error_code: 'user_not_found', msg: 'User not found' }, 404),
    );
    const auth = supabaseAccountAuth(project, fetchImpl);
    await auth.deleteUser('u-1');
    await auth.deleteUser('u-1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['DELETE', 'https://project.supabase.co/auth/v1/admin/users/u-1'],
      ['DELETE', 'https://project.supabase.co/auth/v1/admin/users/u-1'],
    ]);
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer service-key');
    expect(headers.get('apikey')).toBe('service-key');
  });

  it('fails on any other answer, a 404 from a wrong URL included', async () => {
    const { fetchImpl } = fakeFetch(json({ code: 'not_found', message: 'Not found' }, 404), json({}, 500));
    const auth = supabaseAccountAuth(project, fetchImpl);
    await expect(auth.deleteUser('u-1')).rejects.toThrow(/answered 404/);
    await expect(auth.deleteUser('u-1')).rejects.toThrow(/answered 500/);
  });

  it('refuses before anything happens when the service-role key is not set', async () => {
    const { fetchImpl, calls } = fakeFetch();
    const error = await supabaseAccountAuth({ ...project, serviceRoleKey: undefined }, fetchImpl)
      .checkPassword(user, 'pw', 'ip')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'service_unavailable',
      message: expect.stringMatching(/SUPABASE_SERVICE_ROLE_KEY/),
    });
    expect(calls).toEqual([]);
  });

  it("writes the name and company into the user's metadata with the admin API; 503 when it cannot", async () => {
    const { fetchImpl, calls } = fakeFetch(json({ id: 'u-1' }), new Response('bad gateway', { status: 502 }));
    const auth = supabaseAccountAuth(project, fetchImpl);
    await auth.updateMetadata('u-1', { firstName: 'Augusta', company: null });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.url).toBe('https://project.supabase.co/auth/v1/admin/users/u-1');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer service-key');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      user_metadata: { firstName: 'Augusta', company: null },
    });
    await expect(auth.updateMetadata('u-1', { lastName: 'King' })).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });

  it('leaves the metadata alone without the service-role key', async () => {
    const { fetchImpl, calls } = fakeFetch();
    await supabaseAccountAuth({ ...project, serviceRoleKey: undefined }, fetchImpl).updateMetadata('u-1', {
      firstName: 'Augusta',
    });
    expect(calls).toEqual([]);
  });
});
