/**
 * A valid request for every route of the `/api` contract, so tests can walk `contractRoutes` and send
 * each route something it accepts, then vary one thing (the token, a field, the Content-Type). A route
 * added to the contract without a case here fails the type check and `missingRequestCases()`.
 */
import { type ContractRoute, type ContractRouteId, contractRoutes } from '@leadproof/contract/routes';
import type { ServerAddress } from './test-users';

/** The caller's own objects that routes with an `{id}` or a reference in the body point at. */
export type RouteFixtures = {
  orderId: string;
  /** The path `upload-url` issued for `orderId`. */
  uploadPath: string;
  apiKeyId: string;
  /** A webhook endpoint of the caller's. */
  webhookId: string;
  /** A saved lead profile of the caller's. */
  presetId: string;
  /** A product id the checkout sells (from `/config.json`). */
  productId: string;
};

/** What a route gets besides its method and path template. */
export type RequestParts = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** One request ready to send: the route, its filled-in path and query, and its JSON body if any. */
export type ContractRequest = RequestParts & { id: ContractRouteId; route: ContractRoute; url: string };

const requestCases: { [Id in ContractRouteId]: (f: RouteFixtures) => RequestParts } = {
  'health.check': () => ({}),
  'health.ready': () => ({}),
  'status.retrieve': () => ({}),
  'pricing.list': () => ({}),
  'contact.create': () => ({
    body: {
      name: 'Security Test',
      email: 'security-test@example.com',
      topic: 'support',
      message: 'A message sent by the security tests.',
    },
  }),
  'orders.create': () => ({ body: { type: 'upload_csv', requestDetails: { source: 'security-test' } } }),
  'orders.list': () => ({ query: { status: 'completed' } }),
  'orders.retrieve': (f) => ({ params: { id: f.orderId } }),
  'orders.uploadUrl': (f) => ({ params: { id: f.orderId } }),
  'orders.uploadComplete': (f) => ({ params: { id: f.orderId }, body: { path: f.uploadPath } }),
  'orders.originalCsv': (f) => ({ params: { id: f.orderId }, query: { limit: '5' } }),
  'orders.resultsCsv': (f) => ({ params: { id: f.orderId }, query: { limit: '5' } }),
  'orders.deleteFiles': (f) => ({ params: { id: f.orderId } }),
  'bounceReports.create': () => ({ body: { fileName: 'security-test-bounces.csv' } }),
  // An order's id is no bounce report's: the call is answered 404 once authorised, which is what these tests need.
  'bounceReports.uploadComplete': (f) => ({ params: { id: f.orderId }, body: { path: f.uploadPath } }),
  'bounceReports.list': () => ({ query: { limit: '5' } }),
  'bounceReports.retrieve': (f) => ({ params: { id: f.orderId } }),
  'leads.quote': () => ({ body: { icp: { industries: ['Software'], countries: ['US'] }, count: 10 } }),
  'leads.facets': () => ({}),
  'leadPresets.list': () => ({}),
  // A new name each time: a name the caller already has is refused (409), and tests send this case repeatedly.
  'leadPresets.create': () => ({
    body: {
      name: `security test ${crypto.randomUUID().slice(0, 8)}`,
      icp: { industries: ['Software'], countries: ['US'] },
    },
  }),
  'leadPresets.rename': (f) => ({ params: { id: f.presetId }, body: { name: 'security test renamed' } }),
  'leadPresets.delete': (f) => ({ params: { id: f.presetId } }),
  'users.me': () => ({}),
  // Two fields, so that leaving either out is still a valid body (every field is optional, one is needed).
  'users.update': () => ({ body: { firstName: 'Sam', company: 'Security Test Ltd' } }),
  'users.balance': () => ({}),
  // Never the caller's real password: a request that succeeded would delete the test's own account.
  'users.delete': () => ({ body: { password: 'not-the-password' } }),
  'users.export': () => ({}),
  'dashboard.summary': () => ({}),
  'verify.contact': () => ({ body: { email: 'ada@example.com', timeoutMs: 2000 } }),
  'verify.batch': () => ({
    body: { contacts: [{ email: 'ada@example.com' }, { phone: '+1 415 555 0100' }] },
  }),
  'creditTransactions.list': () => ({ query: { limit: '20', offset: '0' } }),
  'creditTransactions.export': () => ({}),
  'billing.createCheckoutSession': (f) => ({ body: { product_id: f.productId } }),
  'billing.createPortalSession': () => ({}),
  'apiKeys.create': () => ({ body: { name: 'security test' } }),
  'apiKeys.list': () => ({}),
  'apiKeys.revoke': (f) => ({ params: { id: f.apiKeyId } }),
  // A loopback URL on the discard port: tests never send traffic off this machine (WEBHOOKS_ALLOW_PRIVATE=on there).
  'webhooks.create': () => ({ body: { url: 'https://127.0.0.1:9/hook', events: ['order.completed'] } }),
  'webhooks.list': () => ({}),
  'webhooks.retrieve': (f) => ({ params: { id: f.webhookId } }),
  'webhooks.delete': (f) => ({ params: { id: f.webhookId } }),
  'webhooks.sendTest': (f) => ({ params: { id: f.webhookId } }),
  'webhooks.deliveries': (f) => ({ params: { id: f.webhookId }, query: { limit: '5' } }),
};

/** Route ids of the contract that have no case here (a route added without one). */
export function missingRequestCases(): string[] {
  return Object.keys(contractRoutes).filter((id) => !Object.hasOwn(requestCases, id));
}

/** Every route of the contract, as `[id, route]`. */
export function allContractRoutes(): Array<[ContractRouteId, ContractRoute]> {
  return Object.entries(contractRoutes) as Array<[ContractRouteId, ContractRoute]>;
}

/** `/api/orders/{id}` with `{id: 'x/y'}` → `/api/orders/x%2Fy`; throws when a parameter is missing. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** Builds route `id`'s request from `parts` (default: its valid case for `fixtures`). */
export function contractRequest(
  id: ContractRouteId,
  fixtures: RouteFixtures,
  parts: RequestParts = requestCases[id](fixtures),
): ContractRequest {
  const route: ContractRoute = contractRoutes[id];
  const search = new URLSearchParams(parts.query).toString();
  return { ...parts, id, route, url: `${fillPath(route.path, parts.params)}${search ? `?${search}` : ''}` };
}

export type SendOptions = {
  /** Sent as `Authorization: Bearer …`; none when absent. */
  token?: string;
  /** Replaces the JSON body (sent as is, with the headers given). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
};

/** Sends `request` to the server: its JSON body as `application/json`, unless `rawBody` replaces it. */
export function sendContractRequest(
  server: ServerAddress,
  request: Pick<ContractRequest, 'route' | 'url' | 'body'>,
  { token, rawBody, headers = {} }: SendOptions = {},
): Promise<Response> {
  const json = request.body !== undefined && rawBody === undefined;
  return fetch(`${server.url}${request.url}`, {
    method: request.route.method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: rawBody ?? (json ? JSON.stringify(request.body) : undefined),
  });
}
