import { type ContractRoute, contractRoutes } from '@leadproof/contract/routes';
import { METHOD_NAME_ALL } from 'hono/router';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api-routes';
import { honoPathOf } from './contract-route';

/**
 * The routes under `/api` that are not in the contract, and why. Each is public: a route here gets no token check
 * from anyone (`contractRoute` mounts that), so adding one is a decision, not an accident.
 */
const outsideContract = [
  // The contract itself, as OpenAPI: documentation, readable without an account.
  'GET /openapi.json',
  // Called by the payment provider, not by our clients; its signature, checked by the handler, stands for a token.
  'POST /billing/webhook',
];

/** `METHOD path` of every route the router holds, as the `/api` app registers it (`/orders/:id`). */
function routerRoutes(): string[] {
  const app = apiRoutes({ realtimeRateLimit: { ratePerSecond: 1, burst: 1 } });
  // Middleware (`use`) is registered for every method; only routes name theirs.
  const routes = app.routes.filter((route) => route.method !== METHOD_NAME_ALL);
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort();
}

/** `METHOD path` of every route of the contract, as Hono spells its path. */
function declaredRoutes(): string[] {
  return (Object.values(contractRoutes) as ContractRoute[])
    .map((route) => `${route.method} ${honoPathOf(route)}`)
    .sort();
}

describe('the /api router', () => {
  it('serves no route the contract does not declare, besides the public ones listed here', () => {
    const declared = new Set(declaredRoutes());
    const undeclared = routerRoutes().filter((route) => !declared.has(route));
    expect(undeclared.sort()).toEqual([...outsideContract].sort());
  });

  it('serves every route the contract declares', () => {
    const served = new Set(routerRoutes());
    expect(declaredRoutes().filter((route) => !served.has(route))).toEqual([]);
  });
});
