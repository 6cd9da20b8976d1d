/**
 * Account deletion's and profile changes' auth steps on a Supabase project. "The password again" is asked of the
 * project itself, with the password grant and the anon key (the same call supabase-js signs in with); the user is
 * deleted, and their metadata written, through the admin API with the service-role key (deletion also ends their
 * sessions and refresh tokens).
 */
import { ApiError } from '../errors/api-error';
import type { AccountAuth } from './account-auth';

export type SupabaseAuthProject = {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string | undefined;
};

const unreachable = () =>
  new ApiError({
    code: 'service_unavailable',
    message: 'We could not reach the sign-in service. Please try again in a moment.',
  });

const notSetUp = () =>
  new ApiError({
    code: 'service_unavailable',
    message:
      'Account deletion is not set up on this server yet (SUPABASE_SERVICE_ROLE_KEY). Please contact support.',
  });

/** The project's Auth API, called with `fetchImpl`. */
export function supabaseAccountAuth(project: SupabaseAuthProject, fetchImpl: typeof fetch): AccountAuth {
  const authUrl = `${project.supabaseUrl}/auth/v1`;
  return {
    async checkPassword(user, password) {
      // Refused before anything happens: an account marked for deletion that cannot be finished helps no one.
      if (!project.serviceRoleKey) throw notSetUp();
      const response = await fetchImpl(`${authUrl}/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: project.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => {
        throw unreachable();
      });
      const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
      if (response.ok) {
        // The check signed a session in; it is not wanted, so it ends at once (best effort: deletion ends it anyway).
        if (typeof body.access_token === 'string') {
          await fetchImpl(`${authUrl}/logout?scope=local`, {
            method: 'POST',
            headers: { apikey: project.anonKey, authorization: `Bearer ${body.access_token}` },
            signal: AbortSignal.timeout(10_000),
          })
            .then((r) => r.body?.cancel())
            .catch(() => {});
        }
        return 'ok';
      }
      if (response.status === 400) return 'wrong';
      if (response.status === 429) {
        throw new ApiError({
          code: 'rate_limited',
          message: 'Too many attempts. Wait a few minutes, then try again.',
        });
      }
      throw unreachable();
    },

    async deleteUser(userId) {
      if (!project.serviceRoleKey) throw notSetUp();
      const response = await fetchImpl(`${authUrl}/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        headers: { apikey: project.serviceRoleKey, authorization: `Bearer ${project.serviceRoleKey}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // `user_not_found`: deleted by an earlier run of this step. Any other 404 (a wrong URL) is a failure.
      const body = (await response.json().catch(() => ({}))) as { error_code?: unknown };
      if (response.status === 404 && body.error_code === 'user_not_found') return;
      throw new Error(`Supabase admin API answered ${response.status} deleting a user`);
    },

    async updateMetadata(userId, metadata) {
      // Without the key the product's own record changes alone: the greeting keeps the sign-up name until then.
      if (!project.serviceRoleKey) return;
      const response = await fetchImpl(`${authUrl}/admin/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        headers: {
          apikey: project.serviceRoleKey,
          authorization: `Bearer ${project.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        // GoTrue merges user_metadata: the fields not sent stay, a null removes one.
        body: JSON.stringify({ user_metadata: metadata }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => {
        throw unreachable();
      });
      await response.body?.cancel();
      if (!response.ok) throw unreachable();
    },
  };
}
