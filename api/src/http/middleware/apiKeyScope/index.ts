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
import {
  type ContractRoute,
  type ContractRouteId,
  contractRoutes,
  requiredApiKeyScope,
} from '@leadproof/contract/routes';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../../../errors/apiError';
import type { AppEnv } from '../../appEnv';
import { isDeclaredRoute } from '../../declaredRoutes';

const routeEntries = Object.entries(contractRoutes) as Array<[ContractRouteId, ContractRoute]>;

/**
 * The contract route a request is for (`{id}` matches one path segment), or undefined. Matched exactly as the router
 * matches paths: `/api/orders/` is no route (404), so nothing that keys on the route (scopes, idempotency) treats it
 * as `/api/orders`.
 */
export function contractRouteIdOf(method: string, path: string): ContractRouteId | undefined {
  // HEAD is answered by the GET handler, so it needs what GET needs.
  const asMethod = method === 'HEAD' ? 'GET' : method;
  const segments = path.split('/');
  return routeEntries.find(([, route]) => {
    if (route.method !== asMethod) return false;
    const template = route.path.split('/');
    return (
      template.length === segments.length &&
      template.every((part, i) => (part.startsWith('{') ? segments[i] !== '' : part === segments[i]))
    );
  })?.[0];
}

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

/** Builds the `/api`-wide middleware for the routes not yet declared with `contractRoute`; mount it after `authenticate`. */
export function enforceApiKeyScope(): MiddlewareHandler<AppEnv> {
  return async function enforceApiKeyScopeOnRequest(c, next) {
    if (c.var.authMethod === 'apiKey') {
      const routeId = contractRouteIdOf(c.req.method, c.req.path);
      if (routeId !== undefined && isDeclaredRoute(routeId)) return next();
      // A path outside the contract needs `full`: a limited key never reaches what the table does not name.
      // Key management (null) is refused by its own routes, with a message about sessions.
      const needed = routeId === undefined ? 'full' : requiredApiKeyScope(routeId);
      if (needed !== null) assertApiKeyScope(c, needed, `${c.req.method} ${c.req.path}`);
    }
    await next();
  };
}
