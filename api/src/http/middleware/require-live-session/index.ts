/**
 * For the calls that mint lasting power from a session (creating an API key, opening the billing portal): the
 * session must still be live, not only its token unexpired. The built-in server's sessions are checked on every
 * request already (`embedded/auth/live-sessions.ts`); a Supabase project is asked here.
 */
import type { MiddlewareHandler } from 'hono';
import { checkSupabaseSession } from '../../../auth/supabase-session-check';
import { ApiError } from '../../../errors/api-error';
import type { AppEnv } from '../../app-env';

/** Builds the middleware; it lets API-key callers through (the route decides about those). */
export function requireLiveSession(): MiddlewareHandler<AppEnv> {
  return async function liveSessionOnly(c, next) {
    const { auth } = c.var.services.config;
    if (auth.provider === 'supabase' && c.var.authMethod === 'session') {
      const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      const check = await checkSupabaseSession(auth, token);
      if (check === 'ended') {
        throw new ApiError({ code: 'unauthorized', message: 'Your session has ended. Sign in again.' });
      }
      if (check === 'unreachable') {
        throw new ApiError({
          code: 'service_unavailable',
          message: 'We could not confirm your session with the sign-in service. Please try again.',
        });
      }
    }
    await next();
  };
}
