import type { ApiKeyScope } from './api-key-scopes';

/**
 * How one `/api` route is called, without its schemas: the method and path, who may call it, and how its answer
 * is read. `contractRoutes` (`routes.ts`) is each of these with its schemas, summary and statuses attached; this
 * half stands alone so that a client which does not check answers (the dashboard's SDK client) makes every call
 * without loading zod or a schema (docs/decisions/contract-and-sdk.md, "Route paths apart from their schemas").
 */
export interface ContractRoutePath {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, e.g. `/api/orders/{id}`. */
  path: string;
  /** A bearer token (session access token or API key) is required. */
  auth: boolean;
  /** An API key is accepted as the bearer token; `false` means a session token is needed. */
  apiKey: boolean;
  /** The least scope an API key needs for this route (only where `apiKey` is true); see `api-key-scopes.ts`. */
  apiKeyScope?: ApiKeyScope;
  /** `json`: `response` is the JSON body; `csv`: a `text/csv` body; `zip`: an `application/zip` archive; `empty`: no body (204). */
  responseType: 'json' | 'csv' | 'zip' | 'empty';
}

// Signed-in users, and API keys of at least the scope named: GET routes only look, so `read` is enough.
const reader = { auth: true, apiKey: true, apiKeyScope: 'read' } as const;
const verifier = { auth: true, apiKey: true, apiKeyScope: 'verify' } as const;
const spender = { auth: true, apiKey: true, apiKeyScope: 'full' } as const;
const session = { auth: true, apiKey: false } as const;
const anyone = { auth: false, apiKey: false } as const;

/** Every `/api` route's method, path, callers and answer type, keyed by operation id (the ids of `contractRoutes`). */
export const contractRoutePaths = {
  'health.check': {
    method: 'GET',
    path: '/api/health',
    ...anyone,
    responseType: 'json',
  },
  'health.ready': {
    method: 'GET',
    path: '/api/health/ready',
    ...anyone,
    responseType: 'json',
  },
  'status.retrieve': {
    method: 'GET',
    path: '/api/status',
    ...anyone,
    responseType: 'json',
  },
  'contact.create': {
    method: 'POST',
    path: '/api/contact',
    ...anyone,
    responseType: 'json',
  },
  'pricing.list': {
    method: 'GET',
    path: '/api/pricing',
    ...anyone,
    responseType: 'json',
  },
  'orders.create': {
    method: 'POST',
    path: '/api/orders',
    ...verifier,
    responseType: 'json',
  },
  'orders.list': {
    method: 'GET',
    path: '/api/orders',
    ...reader,
    responseType: 'json',
  },
  'orders.retrieve': {
    method: 'GET',
    path: '/api/orders/{id}',
    ...reader,
    responseType: 'json',
  },
  'orders.uploadUrl': {
    method: 'POST',
    path: '/api/orders/{id}/upload-url',
    ...verifier,
    responseType: 'json',
  },
  'orders.uploadComplete': {
    method: 'POST',
    path: '/api/orders/{id}/upload-complete',
    ...verifier,
    responseType: 'json',
  },
  'bounceReports.create': {
    method: 'POST',
    path: '/api/bounce-reports',
    ...verifier,
    responseType: 'json',
  },
  'bounceReports.uploadComplete': {
    method: 'POST',
    path: '/api/bounce-reports/{id}/upload-complete',
    ...verifier,
    responseType: 'json',
  },
  'bounceReports.list': {
    method: 'GET',
    path: '/api/bounce-reports',
    ...reader,
    responseType: 'json',
  },
  'bounceReports.retrieve': {
    method: 'GET',
    path: '/api/bounce-reports/{id}',
    ...reader,
    responseType: 'json',
  },
  'orders.originalCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/original',
    ...reader,
    responseType: 'csv',
  },
  'orders.resultsCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/results',
    ...reader,
    responseType: 'csv',
  },
  'orders.deleteFiles': {
    method: 'DELETE',
    path: '/api/orders/{id}/files',
    ...spender,
    responseType: 'empty',
  },
  'leads.quote': {
    method: 'POST',
    path: '/api/leads/quote',
    ...spender,
    responseType: 'json',
  },
  'leads.facets': {
    method: 'GET',
    path: '/api/leads/facets',
    ...reader,
    responseType: 'json',
  },
  'leadPresets.list': {
    method: 'GET',
    path: '/api/leads/presets',
    ...reader,
    responseType: 'json',
  },
  'leadPresets.create': {
    method: 'POST',
    path: '/api/leads/presets',
    ...spender,
    responseType: 'json',
  },
  'leadPresets.rename': {
    method: 'POST',
    path: '/api/leads/presets/{id}',
    ...spender,
    responseType: 'json',
  },
  'leadPresets.delete': {
    method: 'DELETE',
    path: '/api/leads/presets/{id}',
    ...spender,
    responseType: 'empty',
  },
  'users.me': {
    method: 'GET',
    path: '/api/users/me',
    ...reader,
    responseType: 'json',
  },
  'users.update': {
    method: 'PATCH',
    path: '/api/users/me',
    ...session,
    responseType: 'json',
  },
  'users.balance': {
    method: 'GET',
    path: '/api/users/me/balance',
    ...reader,
    responseType: 'json',
  },
  'users.delete': {
    method: 'DELETE',
    path: '/api/users/me',
    ...session,
    responseType: 'empty',
  },
  'users.export': {
    method: 'GET',
    path: '/api/users/me/export',
    ...session,
    responseType: 'zip',
  },
  'verify.contact': {
    method: 'POST',
    path: '/api/verify',
    ...verifier,
    responseType: 'json',
  },
  'verify.batch': {
    method: 'POST',
    path: '/api/verify/batch',
    ...verifier,
    responseType: 'json',
  },
  'dashboard.summary': {
    method: 'GET',
    path: '/api/dashboard/summary',
    ...reader,
    responseType: 'json',
  },
  'creditTransactions.list': {
    method: 'GET',
    path: '/api/credit-transactions',
    ...reader,
    responseType: 'json',
  },
  'creditTransactions.export': {
    method: 'GET',
    path: '/api/credit-transactions/export',
    ...reader,
    responseType: 'csv',
  },
  'billing.createCheckoutSession': {
    method: 'POST',
    path: '/api/billing/checkout/session',
    ...spender,
    responseType: 'json',
  },
  'billing.createPortalSession': {
    method: 'POST',
    path: '/api/billing/portal',
    ...spender,
    responseType: 'json',
  },
  'apiKeys.create': {
    method: 'POST',
    path: '/api/api-keys',
    ...session,
    responseType: 'json',
  },
  'apiKeys.list': {
    method: 'GET',
    path: '/api/api-keys',
    ...session,
    responseType: 'json',
  },
  'apiKeys.revoke': {
    method: 'DELETE',
    path: '/api/api-keys/{id}',
    ...session,
    responseType: 'empty',
  },
  'webhooks.create': {
    method: 'POST',
    path: '/api/webhooks',
    ...spender,
    responseType: 'json',
  },
  'webhooks.list': {
    method: 'GET',
    path: '/api/webhooks',
    ...reader,
    responseType: 'json',
  },
  'webhooks.retrieve': {
    method: 'GET',
    path: '/api/webhooks/{id}',
    ...reader,
    responseType: 'json',
  },
  'webhooks.delete': {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    ...spender,
    responseType: 'empty',
  },
  'webhooks.sendTest': {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    ...spender,
    responseType: 'json',
  },
  'webhooks.deliveries': {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    ...reader,
    responseType: 'json',
  },
} as const satisfies Record<string, ContractRoutePath>;
