/**
 * `contractRoute(app, 'orders.retrieve', handler)`: registers a route of the contract from its declaration alone
 * (`@leadproof/contract/routes`). The declaration gives the method and path, who may call it (public, a session, an
 * API key of some scope) and whether it is idempotent (every POST); this mounts, in this order, authentication, the
 * API-key scope, the session-only rule and the idempotency policy as the route's own middleware, so authorization
 * always runs before a replay, then the route's own middleware (`use`), then validates the path parameters, query
 * and body and hands them to the handler typed, as `c.req.valid('param' | 'query' | 'json')`.
 */
import { type ContractRoute, type ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import type { Context, Hono, Input, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { apiKeyScopeOf } from './middleware/api-key-scope';
import { authenticate } from './middleware/authenticate';
import { idempotentRoute } from './middleware/idempotency';
import { type RequireSessionOptions, requireSession } from './middleware/require-session';
import { parseJsonBody, parseQuery } from './validate';

type Routes = typeof contractRoutes;

/** What the route's validators hand its handler: `param`, `query` and `json`, each where the route declares one. */
export type ContractRouteInput<Id extends ContractRouteId> = {
  out: (Routes[Id] extends { params: infer P extends z.ZodType } ? { param: z.output<P> } : unknown) &
    (Routes[Id] extends { query: infer Q extends z.ZodType } ? { query: z.output<Q> } : unknown) &
    (Routes[Id] extends { body: infer B extends z.ZodType } ? { json: z.output<B> } : unknown);
};

/** The context of a declared route's handler, with its validated input. */
export type ContractContext<Id extends ContractRouteId> = Context<
  AppEnv,
  string,
  ContractRouteInput<Id> & Input
>;

/** A declared route's handler. */
export type ContractHandler<Id extends ContractRouteId> = (
  c: ContractContext<Id>,
) => Response | Promise<Response>;

export type ContractRouteOptions = {
  /** For a session-only route: what API keys are refused, in the words of its 403 (`requireSession`). */
  sessionOnly?: RequireSessionOptions;
  /** Middleware of this route alone, run after authorization and idempotency, before the validators. */
  use?: MiddlewareHandler<AppEnv>[];
};

/** Every route needs its token the same way; one middleware serves them all. */
const requireToken = authenticate();

/** `/api/orders/{id}` → `/orders/:id`: route apps are mounted at `/api`. */
export function honoPathOf(route: ContractRoute): string {
  if (!route.path.startsWith('/api/')) throw new Error(`contract path outside /api: ${route.path}`);
  return route.path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The body's validator. Not Hono's `validator('json')`, which reads a body of another type as `{}` and answers
 * malformed JSON with its own words: `parseJsonBody` refuses a body that is not `application/json` (so a cross-site
 * form post is never read as JSON) and reads it under its limit with the API's messages. Like Hono's, it leaves the
 * result for `c.req.valid('json')`.
 */
function jsonBodyOf(schema: z.ZodType): MiddlewareHandler<AppEnv> {
  return async function validateJsonBody(c, next) {
    c.req.addValidatedData('json', (await parseJsonBody(c, schema)) as object);
    await next();
  };
}

/** The middleware a declaration implies, in the order they must run. */
function declaredMiddleware(
  routeId: ContractRouteId,
  options: ContractRouteOptions,
): MiddlewareHandler<AppEnv>[] {
  const route: ContractRoute = contractRoutes[routeId];
  const chain: MiddlewareHandler<AppEnv>[] = [];
  if (route.auth) {
    chain.push(requireToken);
    if (route.apiKey) chain.push(apiKeyScopeOf(routeId));
    else {
      if (!options.sessionOnly) throw new Error(`${routeId} is session-only: say what API keys are refused`);
      chain.push(requireSession(options.sessionOnly));
    }
  }
  // Every POST of the contract takes an Idempotency-Key (`contract/idempotency.ts`).
  if (route.method === 'POST') chain.push(idempotentRoute(routeId));
  chain.push(...(options.use ?? []));
  const params = route.params;
  if (params) chain.push(validator('param', (value) => params.parse(value)));
  const query = route.query;
  if (query) chain.push(validator('query', (_value, c) => parseQuery(c, query)));
  const body = route.body;
  if (body) chain.push(jsonBodyOf(body));
  return chain;
}

/** Registers the contract route `routeId` on `app` (mounted at `/api`), with the middleware its declaration implies. */
export function contractRoute<Id extends ContractRouteId>(
  app: Hono<AppEnv>,
  routeId: Id,
  handler: ContractHandler<Id>,
  options: ContractRouteOptions = {},
): void {
  const route: ContractRoute = contractRoutes[routeId];
  const handlers = [...declaredMiddleware(routeId, options), handler as unknown as MiddlewareHandler<AppEnv>];
  app.on(route.method, [honoPathOf(route)], ...(handlers as [MiddlewareHandler<AppEnv>]));
}
