/**
 * Requires a valid bearer token on `/api` routes and exposes the caller as `c.var.user`, and how they
 * authenticated as `c.var.authMethod` (and an API key's scope as `c.var.apiKeyScope`): a session access token (a JWT from the auth server) or an API key
 * (`lp_…`, looked up by its hash).
 */
import type { MiddlewareHandler } from 'hono';
import { looksLikeApiKey } from '../../../api-keys/api-key-secret';
import { authenticateApiKey } from '../../../api-keys/authenticate-api-key';
import { InvalidAccessTokenError } from '../../../auth/access-token-verifier';
import { ApiError } from '../../../errors/api-error';
import { addToLogContext } from '../../../logging/log-context';
import { ensureUser } from '../../../users/ensure-user';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../client-ip';

/** `2025-06-01 12:00 UTC`: unambiguous in any locale, and precise enough for a key that expired today. */
function formatExpiry(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Builds the authentication middleware, for the routes that need a token (`contractRoute` mounts it). */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async function authenticateRequest(c, next) {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token)
      throw new ApiError({
        code: 'unauthorized',
        message: 'Sign in first: this call needs a bearer access token or API key.',
      });
    const { verifyAccessToken, database, creditLedger, config, logger } = c.var.services;
    if (looksLikeApiKey(token)) {
      // The key's user row exists: keys are created by a signed-in user, whose first request inserted it.
      const key = await authenticateApiKey(database, token);
      if (!key) {
        throw new ApiError({
          code: 'unauthorized',
          message: 'This API key is invalid or has been revoked. Create a new one in the dashboard.',
        });
      }
      if (key.status === 'expired') {
        throw new ApiError({
          code: 'unauthorized',
          message: `This API key expired on ${formatExpiry(key.expiredAt)}. Create a new one in the dashboard.`,
        });
      }
      c.set('user', key.user);
      c.set('authMethod', 'apiKey');
      c.set('apiKeyId', key.id);
      c.set('apiKeyScope', key.scope);
      c.set('apiKeyExpiresAt', key.expiresAt);
      addToLogContext({ userId: key.user.id, apiKeyId: key.id });
      return next();
    }
    try {
      const user = await verifyAccessToken(token);
      await ensureUser(
        {
          database,
          creditLedger,
          freeTrialCredits: config.freeTrialCredits,
          trialGrantsPerClientPerDay: config.trialGrantsPerClientPerDay,
        },
        user,
        clientIp(c, config.trustedProxyHops),
      );
      c.set('user', user);
      c.set('authMethod', 'session');
      addToLogContext({ userId: user.id });
    } catch (error) {
      if (!(error instanceof InvalidAccessTokenError)) throw error;
      logger.debug('rejected access token', { reason: error.message });
      throw new ApiError({
        code: 'unauthorized',
        message: 'Your session has expired or is invalid. Sign in again.',
      });
    }
    await next();
  };
}
