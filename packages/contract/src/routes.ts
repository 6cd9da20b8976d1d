import type { z } from 'zod';
import { type ApiKeyScope, apiKeyScopeCovers } from './api-key-scopes';
import { apiKeyCreateBodySchema, apiKeyCreateResponseSchema, apiKeyListResponseSchema } from './api-keys';
import { checkoutSessionCreateBodySchema, redirectUrlResponseSchema } from './billing';
import {
  bounceReportCreateBodySchema,
  bounceReportCreateResponseSchema,
  bounceReportListQuerySchema,
  bounceReportListResponseSchema,
  bounceReportSchema,
} from './bounce-reports';
import { idParamsSchema } from './common';
import { contactMessageCreateBodySchema, contactMessageCreateResponseSchema } from './contact';
import { creditTransactionListQuerySchema, creditTransactionListResponseSchema } from './credit-transactions';
import { dashboardSummaryResponseSchema } from './dashboard';
import { healthResponseSchema, readinessResponseSchema } from './health';
import {
  leadFacetsResponseSchema,
  leadPresetCreateBodySchema,
  leadPresetListResponseSchema,
  leadPresetRenameBodySchema,
  leadPresetSchema,
  leadQuoteBodySchema,
  leadQuoteResponseSchema,
} from './leads';
import {
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderCsvQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResultsCsvQuerySchema,
  orderSchema,
  uploadCompleteBodySchema,
  uploadTicketSchema,
} from './orders';
import { pricingListResponseSchema } from './pricing';
import { serviceStatusResponseSchema } from './status';
import {
  accountDeleteBodySchema,
  balanceResponseSchema,
  userProfileSchema,
  userProfileUpdateBodySchema,
} from './users';
import {
  verifyBatchBodySchema,
  verifyBatchResponseSchema,
  verifyContactBodySchema,
  verifyContactResponseSchema,
  verifyStreamEventSchema,
} from './verify';
import {
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateBodySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointSchema,
} from './webhooks';

/** One `/api` route: what it takes, what it returns, and who may call it. */
export interface ContractRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, e.g. `/api/orders/{id}`. */
  path: string;
  summary: string;
  /** A bearer token (session access token or API key) is required. */
  auth: boolean;
  /** An API key is accepted as the bearer token; `false` means a session token is needed. */
  apiKey: boolean;
  /** The least scope an API key needs for this route (only where `apiKey` is true); see `api-key-scopes.ts`. */
  apiKeyScope?: ApiKeyScope;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `json`: `response` is the JSON body; `csv`: a `text/csv` body; `zip`: an `application/zip` archive; `empty`: no body (204). */
  responseType: 'json' | 'csv' | 'zip' | 'empty';
  /** A `csv` route that answers an .xlsx workbook too: when it does, in words. */
  workbook?: string;
  response?: z.ZodType;
  /** Status of a successful response. */
  status: 200 | 201 | 204;
  /** Error statuses the route documents; each has an `errorResponseSchema` body, unless `errorBodies` names another. */
  errors: readonly number[];
  /** Error statuses whose body is not the shared error body (readiness answers 503 with its own report). */
  errorBodies?: Readonly<Record<number, z.ZodType>>;
  /**
   * The events of the route's streamed answer: with `stream: true` in the body it answers `application/x-ndjson`,
   * one of these a line, instead of `response`.
   */
  streamEvent?: z.ZodType;
}

// Signed-in users, and API keys of at least the scope named: GET routes only look, so `read` is enough.
const reader = { auth: true, apiKey: true, apiKeyScope: 'read' } as const;
const verifier = { auth: true, apiKey: true, apiKeyScope: 'verify' } as const;
const spender = { auth: true, apiKey: true, apiKeyScope: 'full' } as const;
const session = { auth: true, apiKey: false } as const;
const anyone = { auth: false, apiKey: false } as const;

/**
 * Every `/api` route, keyed by operation id; the API serves OpenAPI from it. Every POST
 * route takes an `Idempotency-Key` header (`contract/idempotency.ts`), which the API honours on all of them.
 */
export const contractRoutes = {
  'health.check': {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and backends of this deployment',
    ...anyone,
    responseType: 'json',
    response: healthResponseSchema,
    status: 200,
    errors: [],
  },
  'health.ready': {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: 200 when this process should get traffic, 503 while starting, draining or cut off',
    ...anyone,
    responseType: 'json',
    response: readinessResponseSchema,
    status: 200,
    errors: [503],
    errorBodies: { 503: readinessResponseSchema },
  },
  'status.retrieve': {
    method: 'GET',
    path: '/api/status',
    summary: 'Public service status: the API, the database and the job queue, each operational or down',
    ...anyone,
    responseType: 'json',
    response: serviceStatusResponseSchema,
    status: 200,
    errors: [],
  },
  'contact.create': {
    method: 'POST',
    path: '/api/contact',
    summary:
      'Send a message to the operator (the /contact form): stored, and e-mailed to the operator; public, rate-limited per client',
    ...anyone,
    body: contactMessageCreateBodySchema,
    responseType: 'json',
    response: contactMessageCreateResponseSchema,
    status: 201,
    errors: [400, 413, 429],
  },
  'pricing.list': {
    method: 'GET',
    path: '/api/pricing',
    summary: 'Price per row of each order type',
    ...anyone,
    responseType: 'json',
    response: pricingListResponseSchema,
    status: 200,
    errors: [],
  },
  'orders.create': {
    method: 'POST',
    path: '/api/orders',
    summary: 'Create a pending order',
    ...verifier,
    body: orderCreateBodySchema,
    responseType: 'json',
    response: orderCreateResponseSchema,
    status: 201,
    errors: [400, 401, 402, 409, 413],
  },
  'orders.list': {
    method: 'GET',
    path: '/api/orders',
    summary: "The user's orders, newest first (or oldest first: sort=createdAt)",
    ...reader,
    query: orderListQuerySchema,
    responseType: 'json',
    response: orderListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'orders.retrieve': {
    method: 'GET',
    path: '/api/orders/{id}',
    summary: 'One order',
    ...reader,
    params: idParamsSchema,
    responseType: 'json',
    response: orderSchema,
    status: 200,
    errors: [401, 404],
  },
  'orders.uploadUrl': {
    method: 'POST',
    path: '/api/orders/{id}/upload-url',
    summary: 'A signed storage upload ticket for the order',
    ...verifier,
    params: idParamsSchema,
    responseType: 'json',
    response: uploadTicketSchema,
    status: 200,
    errors: [401, 404, 409],
  },
  'orders.uploadComplete': {
    method: 'POST',
    path: '/api/orders/{id}/upload-complete',
    summary: 'Check the uploaded file, debit its rows and start verification',
    ...verifier,
    params: idParamsSchema,
    body: uploadCompleteBodySchema,
    responseType: 'json',
    response: orderSchema,
    status: 200,
    errors: [400, 401, 402, 404, 409, 413],
  },
  'bounceReports.create': {
    method: 'POST',
    path: '/api/bounce-reports',
    summary: 'Start a bounce report: the report and a signed ticket to upload the bounce log with',
    ...verifier,
    body: bounceReportCreateBodySchema,
    responseType: 'json',
    response: bounceReportCreateResponseSchema,
    status: 201,
    errors: [400, 401, 413],
  },
  'bounceReports.uploadComplete': {
    method: 'POST',
    path: '/api/bounce-reports/{id}/upload-complete',
    summary:
      'Check the uploaded bounce log and queue it; the guarantee refunds hard bounces of addresses we called valid',
    ...verifier,
    params: idParamsSchema,
    body: uploadCompleteBodySchema,
    responseType: 'json',
    response: bounceReportSchema,
    status: 200,
    errors: [400, 401, 404, 409, 413],
  },
  'bounceReports.list': {
    method: 'GET',
    path: '/api/bounce-reports',
    summary: "The user's bounce reports, newest first",
    ...reader,
    query: bounceReportListQuerySchema,
    responseType: 'json',
    response: bounceReportListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'bounceReports.retrieve': {
    method: 'GET',
    path: '/api/bounce-reports/{id}',
    summary:
      'One bounce report: rows read, hard bounces, matches per order, refund, and what was not refundable',
    ...reader,
    params: idParamsSchema,
    responseType: 'json',
    response: bounceReportSchema,
    status: 200,
    errors: [401, 404],
  },
  'orders.originalCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/original',
    summary: 'The uploaded file (first `limit` rows, as CSV)',
    ...reader,
    params: idParamsSchema,
    query: orderCsvQuerySchema,
    responseType: 'csv',
    workbook:
      'An .xlsx upload (`originalFormat: xlsx`) without `limit`: the workbook as uploaded. With `limit`, its verified sheet as CSV.',
    status: 200,
    errors: [400, 401, 404, 410],
  },
  'orders.resultsCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/results',
    summary: 'The verified CSV of a completed order, or one subset of its rows (`filter`)',
    ...reader,
    params: idParamsSchema,
    query: orderResultsCsvQuerySchema,
    responseType: 'csv',
    workbook: 'With `format=xlsx`: the same rows as an Excel workbook.',
    status: 200,
    errors: [400, 401, 404, 409, 410],
  },
  'orders.deleteFiles': {
    method: 'DELETE',
    path: '/api/orders/{id}/files',
    summary:
      "Delete an ended order's files (uploaded list, results) now; the order, its figures and receipt stay",
    ...spender,
    params: idParamsSchema,
    responseType: 'empty',
    status: 204,
    errors: [401, 403, 404, 409],
  },
  'leads.quote': {
    method: 'POST',
    path: '/api/leads/quote',
    summary: 'Leads matching an ideal customer profile: how many, how many you can buy, and the cost',
    ...spender,
    body: leadQuoteBodySchema,
    responseType: 'json',
    response: leadQuoteResponseSchema,
    status: 200,
    errors: [400, 401, 413],
  },
  'leads.facets': {
    method: 'GET',
    path: '/api/leads/facets',
    summary:
      'What the lead inventory holds: industries, countries, seniorities and company sizes, with counts',
    ...reader,
    responseType: 'json',
    response: leadFacetsResponseSchema,
    status: 200,
    errors: [401],
  },
  'leadPresets.list': {
    method: 'GET',
    path: '/api/leads/presets',
    summary: "The user's saved ideal customer profiles, by name",
    ...reader,
    responseType: 'json',
    response: leadPresetListResponseSchema,
    status: 200,
    errors: [401],
  },
  'leadPresets.create': {
    method: 'POST',
    path: '/api/leads/presets',
    summary: 'Save an ideal customer profile under a name',
    ...spender,
    body: leadPresetCreateBodySchema,
    responseType: 'json',
    response: leadPresetSchema,
    status: 201,
    errors: [400, 401, 403, 409, 413],
  },
  'leadPresets.rename': {
    method: 'POST',
    path: '/api/leads/presets/{id}',
    summary: 'Rename a saved profile',
    ...spender,
    params: idParamsSchema,
    body: leadPresetRenameBodySchema,
    responseType: 'json',
    response: leadPresetSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'leadPresets.delete': {
    method: 'DELETE',
    path: '/api/leads/presets/{id}',
    summary: 'Delete a saved profile',
    ...spender,
    params: idParamsSchema,
    responseType: 'empty',
    status: 204,
    errors: [401, 403, 404],
  },
  'users.me': {
    method: 'GET',
    path: '/api/users/me',
    summary: 'Who the bearer token belongs to',
    ...reader,
    responseType: 'json',
    response: userProfileSchema,
    status: 200,
    errors: [401],
  },
  'users.update': {
    method: 'PATCH',
    path: '/api/users/me',
    summary:
      "Change the account's name or company (the e-mail address and password change at the auth server)",
    ...session,
    body: userProfileUpdateBodySchema,
    responseType: 'json',
    response: userProfileSchema,
    status: 200,
    errors: [400, 401, 403, 413, 503],
  },
  'users.balance': {
    method: 'GET',
    path: '/api/users/me/balance',
    summary: "The user's credit balance",
    ...reader,
    responseType: 'json',
    response: balanceResponseSchema,
    status: 200,
    errors: [401],
  },
  'users.delete': {
    method: 'DELETE',
    path: '/api/users/me',
    summary:
      'Delete the account: sign-ins, API keys, webhooks, files and personal data go; the ledger stays, anonymized',
    ...session,
    body: accountDeleteBodySchema,
    responseType: 'empty',
    status: 204,
    errors: [400, 401, 403, 413, 429, 503],
  },
  'users.export': {
    method: 'GET',
    path: '/api/users/me/export',
    summary: "A zip of the account's data (JSON and CSV), with no secrets",
    ...session,
    responseType: 'zip',
    status: 200,
    errors: [401, 403],
  },
  'verify.contact': {
    method: 'POST',
    path: '/api/verify',
    summary: 'Verify one contact in real time (1 credit when a check decides something)',
    ...verifier,
    body: verifyContactBodySchema,
    responseType: 'json',
    response: verifyContactResponseSchema,
    streamEvent: verifyStreamEventSchema,
    status: 200,
    errors: [400, 401, 402, 403, 413, 422, 429],
  },
  'verify.batch': {
    method: 'POST',
    path: '/api/verify/batch',
    summary: 'Verify up to 100 contacts in real time, answered in input order',
    ...verifier,
    body: verifyBatchBodySchema,
    responseType: 'json',
    response: verifyBatchResponseSchema,
    status: 200,
    errors: [400, 401, 402, 403, 413, 422, 429],
  },
  'dashboard.summary': {
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: 'Greeting and stat cards of the dashboard',
    ...reader,
    responseType: 'json',
    response: dashboardSummaryResponseSchema,
    status: 200,
    errors: [401],
  },
  'creditTransactions.list': {
    method: 'GET',
    path: '/api/credit-transactions',
    summary: 'One page of the credit ledger, newest first',
    ...reader,
    query: creditTransactionListQuerySchema,
    responseType: 'json',
    response: creditTransactionListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'creditTransactions.export': {
    method: 'GET',
    path: '/api/credit-transactions/export',
    summary: 'Every transaction of the ledger as CSV, newest first',
    ...reader,
    responseType: 'csv',
    status: 200,
    errors: [401],
  },
  'billing.createCheckoutSession': {
    method: 'POST',
    path: '/api/billing/checkout/session',
    summary: 'Start a checkout for a plan',
    ...spender,
    body: checkoutSessionCreateBodySchema,
    responseType: 'json',
    response: redirectUrlResponseSchema,
    status: 200,
    errors: [400, 401, 413],
  },
  'billing.createPortalSession': {
    method: 'POST',
    path: '/api/billing/portal',
    summary: 'Open the billing portal',
    ...spender,
    responseType: 'json',
    response: redirectUrlResponseSchema,
    status: 200,
    errors: [401],
  },
  'apiKeys.create': {
    method: 'POST',
    path: '/api/api-keys',
    summary: 'Create an API key; the secret is returned once',
    ...session,
    body: apiKeyCreateBodySchema,
    responseType: 'json',
    response: apiKeyCreateResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413],
  },
  'apiKeys.list': {
    method: 'GET',
    path: '/api/api-keys',
    summary: "The user's API keys (never their secrets)",
    ...session,
    responseType: 'json',
    response: apiKeyListResponseSchema,
    status: 200,
    errors: [401, 403],
  },
  'apiKeys.revoke': {
    method: 'DELETE',
    path: '/api/api-keys/{id}',
    summary: 'Revoke an API key',
    ...session,
    params: idParamsSchema,
    responseType: 'empty',
    status: 204,
    errors: [401, 403, 404],
  },
  'webhooks.create': {
    method: 'POST',
    path: '/api/webhooks',
    summary: 'Register a webhook endpoint; the signing secret is returned once',
    ...spender,
    body: webhookEndpointCreateBodySchema,
    responseType: 'json',
    response: webhookEndpointCreateResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413],
  },
  'webhooks.list': {
    method: 'GET',
    path: '/api/webhooks',
    summary: "The user's webhook endpoints (never their secrets)",
    ...reader,
    responseType: 'json',
    response: webhookEndpointListResponseSchema,
    status: 200,
    errors: [401],
  },
  'webhooks.retrieve': {
    method: 'GET',
    path: '/api/webhooks/{id}',
    summary: 'One webhook endpoint (never its secret): its events, and whether and why it was disabled',
    ...reader,
    params: idParamsSchema,
    responseType: 'json',
    response: webhookEndpointSchema,
    status: 200,
    errors: [401, 404],
  },
  'webhooks.delete': {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    summary: 'Remove a webhook endpoint; deliveries still pending are dropped',
    ...spender,
    params: idParamsSchema,
    responseType: 'empty',
    status: 204,
    errors: [401, 403, 404],
  },
  'webhooks.sendTest': {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    summary: 'Send a webhook.test event to an endpoint now',
    ...spender,
    params: idParamsSchema,
    responseType: 'json',
    response: webhookDeliverySchema,
    status: 201,
    errors: [401, 403, 404],
  },
  'webhooks.deliveries': {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    summary: "An endpoint's latest deliveries, with every attempt",
    ...reader,
    params: idParamsSchema,
    query: webhookDeliveryListQuerySchema,
    responseType: 'json',
    response: webhookDeliveryListResponseSchema,
    status: 200,
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ContractRoute>;

/** Operation ids of `contractRoutes`. */
export type ContractRouteId = keyof typeof contractRoutes;

/**
 * The least scope an API key needs for a call, or null when no API key may make it (public routes need
 * none, key management needs a session). `orders.create` is a verify call for an upload but buys leads
 * (credits spent on inventory, not on the caller's own file) with `type: 'buy_leads'`, which needs `full`.
 */
export function requiredApiKeyScope(
  routeId: ContractRouteId,
  orderType?: 'upload_csv' | 'buy_leads',
): ApiKeyScope | null {
  const route: ContractRoute = contractRoutes[routeId];
  if (!route.apiKey || !route.apiKeyScope) return null;
  return routeId === 'orders.create' && orderType === 'buy_leads' ? 'full' : route.apiKeyScope;
}

/** True when a key of scope `scope` may make the call `routeId` (with `orderType` for `orders.create`). */
export function apiKeyScopeAllows(
  scope: ApiKeyScope,
  routeId: ContractRouteId,
  orderType?: 'upload_csv' | 'buy_leads',
): boolean {
  const needed = requiredApiKeyScope(routeId, orderType);
  return needed !== null && apiKeyScopeCovers(scope, needed);
}
