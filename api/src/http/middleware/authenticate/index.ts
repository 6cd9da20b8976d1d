/**
 * Requires a valid bearer access token on `/api` routes and exposes the caller as `c.var.user`.
 */
import type { MiddlewareHandler } from 'hono';
import { InvalidAccessTokenError } from '../../../auth/accessTokenVerifier';
import { ensureUser } from '../../../users/ensureUser';
import type { AppEnv } from '../../appEnv';
import { ApiError } from '../../errors/apiError';

export type AuthenticateOptions = {
  /** Requests that need no token, e.g. `GET /api/pricing`. */
  isPublic: (method: string, path: string) => boolean;
};

/** Builds the authentication middleware. */
export function authenticate({ isPublic }: AuthenticateOptions): MiddlewareHandler<AppEnv> {
  return async function authenticateRequest(c, next) {
    if (isPublic(c.req.method, c.req.path)) return next();
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token)
      throw new ApiError({
        code: 'unauthorized',
        message: 'Sign in first: this call needs a bearer access token.',
      });
    const { verifyAccessToken, database, creditLedger, config, logger } = c.var.services;
    try {
      const user = await verifyAccessToken(token);
      await ensureUser({ database, creditLedger, freeTrialCredits: config.freeTrialCredits }, user);
      c.set('user', user);
    } catch (error) {
      if (!(error instanceof InvalidAccessTokenError)) throw error;
      logger.debug(`rejected access token: ${error.message}`);
      throw new ApiError({
        code: 'unauthorized',
        message: 'Your session has expired or is invalid. Sign in again.',
      });
    }
    await next();
  };
}
