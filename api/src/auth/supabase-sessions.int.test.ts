/**
 * The API with a Supabase project for auth (played by a second Leadproof server, whose built-in `/auth/v1` speaks
 * Supabase Auth's contract): creating an API key or opening the billing portal needs a session the project still
 * knows, not only an unexpired token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiOnSupabaseProject } from '../testing/api-on-supabase-project';
import type { TestServer } from '../testing/start-test-server';
import { authedFetch, createTestUser } from '../testing/test-users';

describe('an API on a Supabase project', { timeout: 60_000 }, () => {
  let project: TestServer;
  let api: TestServer;

  beforeAll(async () => {
    ({ project, api } = await startApiOnSupabaseProject());
  });

  afterAll(async () => {
    await api?.dispose();
    await project?.dispose();
  });

  it("refuses an API key and the billing portal to a signed-out session's unexpired token", async () => {
    const user = await createTestUser(project);
    const createKey = () =>
      authedFetch(api, user, '/api/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'nightly' }),
      });
    expect((await createKey()).status).toBe(201);

    const signOut = await fetch(`${project.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: project.services.builtinAuth!.anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    expect(signOut.status).toBe(204);

    const refused = await createKey();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Your session has ended. Sign in again.',
        requestId: expect.any(String),
      },
    });
    expect((await authedFetch(api, user, '/api/billing/portal', { method: 'POST' })).status).toBe(401);
    // Reading goes on until the token expires: Supabase tokens carry no revocation (docs/security.md).
    expect((await authedFetch(api, user, '/api/users/me')).status).toBe(200);
  });
});
