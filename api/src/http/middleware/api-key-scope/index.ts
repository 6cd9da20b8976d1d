/**
 * Refuses API-key calls that need more than the key's scope (issue #19 item 13), with 403 `forbidden`
 * naming the scope and what it allows. What each route needs is in the contract (`requiredApiKeyScope`),
 * so the OpenAPI document, the tests and this check read one table.
 */
import {
  type ApiKeyScope,
  apiKeyScopeCovers,
  apiKeyScopeDescriptions,
} from '@leadproof/contract/api-key-scopes';
import { type ContractRouteId, requiredApiKeyScope } from '@leadproof/contract/routes';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../../errors/api-error';
import type { AppEnv } from '../../app-env';

/** Throws 403 unless the caller is not an API key, or its scope covers `needed`; `call` names what is refused. */
export function assertApiKeyScope(c: Context<AppEnv>, needed: ApiKeyScope, call: string): void {
  const scope = c.var.apiKeyScope;
  if (c.var.authMethod !== 'apiKey' || scope === undefined || apiKeyScopeCovers(scope, needed)) return;
  throw new ApiError({
    code: 'forbidden',
    message:
      `This API key has the '${scope}' scope, which allows ${apiKeyScopeDescriptions[scope]}. ` +
      `${call} needs the '${needed}' scope: create a key with it in the dashboard.`,
  });
}

/** Builds the middleware of the route `routeId`: 403 for an API key whose scope does not cover the route's. */
export function apiKeyScopeOf(routeId: ContractRouteId): MiddlewareHandler<AppEnv> {
  const needed = requiredApiKeyScope(routeId);
  return async function enforceRouteApiKeyScope(c, next) {
    // Key management (null) is refused by the session-only rule, with a message about sessions.
    if (needed !== null) assertApiKeyScope(c, needed, `${c.req.method} ${c.req.path}`);
    await next();
  };
}
