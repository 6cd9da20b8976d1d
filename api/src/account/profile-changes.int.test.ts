/**
 * The account's profile over HTTP (issue #40 item 6): `PATCH /api/users/me` changes the name and company in the
 * product's record and in the auth user's metadata (what the next tokens carry), on both databases; and, with a
 * Supabase project for auth, an e-mail address changed at the project reaches the product with the first newer token
 * while the older tokens still in use never put the old one back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevOutbox } from '../embedded/mail/dev-outbox';
import { startApiOnSupabaseProject } from '../testing/api-on-supabase-project';
import { anonKeyOf } from '../testing/builtin-auth-client';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKinds } from '../testing/test-databases';
import { authedFetch, createTestUser, type TestUser } from '../testing/test-users';

const PROFILE = { firstName: 'Grace', lastName: 'Hopper', company: 'Navy' };

const patchProfile = (server: TestServer, user: TestUser, body: unknown) =>
  authedFetch(server, user, '/api/users/me', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The session a refresh token rotates to: its access token carries the auth user's metadata as it is now. */
async function refreshed(server: TestServer, user: TestUser) {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: await anonKeyOf(server), 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: user.refreshToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    access_token: string;
    user: { user_metadata: Record<string, unknown> };
  };
}

describe.each(singleDatabaseKinds)('profile changes on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('changes the fields sent, trimmed, in the profile and in what the next tokens carry', async () => {
    const user = await createTestUser(server, PROFILE);
    const response = await patchProfile(server, user, { firstName: '  Amazing Grace ', company: '' });
    expect(response.status).toBe(200);
    const changed = {
      id: user.id,
      email: user.email,
      firstName: 'Amazing Grace',
      lastName: 'Hopper',
      company: null,
    };
    expect(await response.json()).toEqual(changed);
    expect(await (await authedFetch(server, user, '/api/users/me')).json()).toEqual(changed);
    const session = await refreshed(server, user);
    expect(session.user.user_metadata).toMatchObject({ firstName: 'Amazing Grace', lastName: 'Hopper' });
    expect(session.user.user_metadata.company).toBeUndefined();
  });

  it('says what to fix in a body it cannot take, and changes nothing', async () => {
    const user = await createTestUser(server, PROFILE);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /at least one of firstName, lastName and company/],
      [{ firstName: '   ' }, /firstName: must not be empty/],
      [{ lastName: 'x'.repeat(101) }, /lastName: must be at most 100 characters/],
      [{ email: 'moved@example.com' }, /email/],
    ];
    for (const [body, message] of cases) {
      const response = await patchProfile(server, user, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect(await (await authedFetch(server, user, '/api/users/me')).json()).toMatchObject(PROFILE);
  });

  it('refuses an API key: profile changes need a session', async () => {
    const user = await createTestUser(server, PROFILE);
    const created = await authedFetch(server, user, '/api/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'profile test' }),
    });
    const { secret } = (await created.json()) as { secret: string };
    const response = await patchProfile(server, { ...user, accessToken: secret }, { company: 'Key Corp' });
    expect(response.status).toBe(403);
    expect(await (await authedFetch(server, user, '/api/users/me')).json()).toMatchObject(PROFILE);
  });
});

describe('an API on a Supabase project: profile and e-mail changes', { timeout: 60_000 }, () => {
  let project: TestServer;
  let api: TestServer;

  beforeAll(async () => {
    ({ project, api } = await startApiOnSupabaseProject());
  });

  afterAll(async () => {
    await api?.dispose();
    await project?.dispose();
  });

  it("follows the project's e-mail change from the first newer token; older tokens never put the old address back", async () => {
    const user = await createTestUser(project, PROFILE);
    expect(await (await authedFetch(api, user, '/api/users/me')).json()).toMatchObject({ email: user.email });
    const anonKey = await anonKeyOf(project);
    const moved = `moved-${user.email}`;
    // Token times are in whole seconds: the change's token must be issued in a later one than the first token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const asked = await fetch(`${project.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: moved, current_password: user.password }),
    });
    expect(asked.status).toBe(200);
    const mail = (await (project.services.mailer as DevOutbox).list()).find(
      (message) => message.to === moved,
    );
    const verified = await fetch(`${project.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'email_change',
        token_hash: new URL(mail!.links.emailChange!).searchParams.get('token_hash'),
      }),
    });
    expect(verified.status).toBe(200);
    const { access_token: newToken } = (await verified.json()) as { access_token: string };

    // The old token, still valid, comes first: the row keeps its address until a newer token says otherwise.
    expect(await (await authedFetch(api, user, '/api/users/me')).json()).toMatchObject({ email: user.email });
    const fresh = { ...user, accessToken: newToken };
    expect(await (await authedFetch(api, fresh, '/api/users/me')).json()).toMatchObject({ email: moved });
    expect(await (await authedFetch(api, user, '/api/users/me')).json()).toMatchObject({ email: moved });
    const row = await api.services.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(moved);
  });

  it("changes the product's profile without the service-role key (the project's metadata stays)", async () => {
    const user = await createTestUser(project, PROFILE);
    const response = await patchProfile(api, user, { company: 'Remington Rand' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Grace', company: 'Remington Rand' });
  });
});
