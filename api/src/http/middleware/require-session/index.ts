/**
 * For calls an API key must never make (managing keys, deleting or exporting the account): a leaked key must not be
 * able to outlive its own revocation, close the account, or carry all of its data away.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../../errors/api-error';
import type { AppEnv } from '../../app-env';

export type RequireSessionOptions = {
  /** What API keys cannot do, completing "API keys cannot …", e.g. `list, create or revoke API keys`. */
  refused: string;
  /** What a session is needed for, completing "… (a session token) to …", e.g. `manage keys`. */
  purpose: string;
};

/** Builds the middleware: 403 `forbidden` for an API-key caller, saying a session is needed. */
export function requireSession({ refused, purpose }: RequireSessionOptions): MiddlewareHandler<AppEnv> {
  return async function sessionOnly(c, next) {
    if (c.var.authMethod !== 'session') {
      throw new ApiError({
        code: 'forbidden',
        message: `API keys cannot ${refused}. Sign in with your e-mail and password (a session token) to ${purpose}.`,
      });
    }
    await next();
  };
}
