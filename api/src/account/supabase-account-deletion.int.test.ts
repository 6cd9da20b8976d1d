/**
 * Account deletion with a Supabase project for auth (played by a second Leadproof server, whose built-in `/auth/v1`
 * speaks Supabase Auth's contract): without SUPABASE_SERVICE_ROLE_KEY the API cannot delete the auth user, so it
 * refuses with 503 before checking or changing anything. The admin calls themselves are covered by
 * `supabase-account-auth.test.ts` (the built-in server has no admin API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiOnSupabaseProject } from '../testing/api-on-supabase-project';
import type { TestServer } from '../testing/start-test-server';
import { authedFetch, createTestUser } from '../testing/test-users';

describe('account deletion on a Supabase project without the service-role key', { timeout: 60_000 }, () => {
  let project: TestServer;
  let api: TestServer;

  beforeAll(async () => {
    ({ project, api } = await startApiOnSupabaseProject());
  });

  afterAll(async () => {
    await api?.dispose();
    await project?.dispose();
  });

  it('answers 503 naming the missing key, and the account goes on', async () => {
    const user = await createTestUser(project);
    expect((await authedFetch(api, user, '/api/users/me')).status).toBe(200);
    const response = await authedFetch(api, user, '/api/users/me', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    const row = await api.services.database.db
      .selectFrom('users')
      .select('deletion_requested_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.deletion_requested_at).toBeNull();
    expect((await authedFetch(api, user, '/api/users/me')).status).toBe(200);
  });
});
