/**
 * Whether a Supabase Auth session is still live. Supabase access tokens carry no revocation: one signed out keeps
 * its signature until it expires, so the few calls that mint lasting power (an API key, the billing portal) ask the
 * project itself, whose `GET /auth/v1/user` refuses a token whose session has ended.
 */

export type SupabaseProject = { supabaseUrl: string; anonKey: string };

/** `live`: the project still knows the session; `ended`: it refused the token; `unreachable`: no answer to go by. */
export type SessionCheck = 'live' | 'ended' | 'unreachable';

/** Asks `project` whether the session of `accessToken` is live. */
export async function checkSupabaseSession(
  project: SupabaseProject,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SessionCheck> {
  try {
    const response = await fetchImpl(`${project.supabaseUrl}/auth/v1/user`, {
      headers: { apikey: project.anonKey, authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.ok) return 'live';
    return response.status === 401 || response.status === 403 ? 'ended' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
