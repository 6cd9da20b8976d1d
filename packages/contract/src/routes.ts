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
import { type ContractRoutePath, contractRoutePaths } from './route-paths';
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

/** One `/api` route: how it is called (`ContractRoutePath`), what it takes, what it returns, and its statuses. */
export interface ContractRoute extends ContractRoutePath {
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
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

/**
 * Every `/api` route, keyed by operation id: its `contractRoutePaths` entry (method, path, callers, answer type) with
 * its schemas, summary and statuses. The API serves OpenAPI from it. Every POST route takes an `Idempotency-Key`
 * header (`contract/idempotency.ts`), which the API honours on all of them.
 */
export const contractRoutes = {
  'health.check': {
    ...contractRoutePaths['health.check'],
    summary: 'Liveness and backends of this deployment',
    response: healthResponseSchema,
    status: 200,
    errors: [],
  },
  'health.ready': {
    ...contractRoutePaths['health.ready'],
    summary: 'Readiness: 200 when this process should get traffic, 503 while starting, draining or cut off',
    response: readinessResponseSchema,
    status: 200,
    errors: [503],
    errorBodies: { 503: readinessResponseSchema },
  },
  'status.retrieve': {
    ...contractRoutePaths['status.retrieve'],
    summary: 'Public service status: the API, the database and the job queue, each operational or down',
    response: serviceStatusResponseSchema,
    status: 200,
    errors: [],
  },
  'contact.create': {
    ...contractRoutePaths['contact.create'],
    summary:
      'Send a message to the operator (the /contact form): stored, and e-mailed to the operator; public, rate-limited per client',
    body: contactMessageCreateBodySchema,
    response: contactMessageCreateResponseSchema,
    status: 201,
    errors: [400, 413, 429],
  },
  'pricing.list': {
    ...contractRoutePaths['pricing.list'],
    summary: 'Price per row of each order type',
    response: pricingListResponseSchema,
    status: 200,
    errors: [],
  },
  'orders.create': {
    ...contractRoutePaths['orders.create'],
    summary: 'Create a pending order',
    body: orderCreateBodySchema,
    response: orderCreateResponseSchema,
    status: 201,
    errors: [400, 401, 402, 409, 413],
  },
  'orders.list': {
    ...contractRoutePaths['orders.list'],
    summary: "The user's orders, newest first (or oldest first: sort=createdAt)",
    query: orderListQuerySchema,
    response: orderListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'orders.retrieve': {
    ...contractRoutePaths['orders.retrieve'],
    summary: 'One order',
    params: idParamsSchema,
    response: orderSchema,
    status: 200,
    errors: [401, 404],
  },
  'orders.uploadUrl': {
    ...contractRoutePaths['orders.uploadUrl'],
    summary: 'A signed storage upload ticket for the order',
    params: idParamsSchema,
    response: uploadTicketSchema,
    status: 200,
    errors: [401, 404, 409],
  },
  'orders.uploadComplete': {
    ...contractRoutePaths['orders.uploadComplete'],
    summary: 'Check the uploaded file, debit its rows and start verification',
    params: idParamsSchema,
    body: uploadCompleteBodySchema,
    response: orderSchema,
    status: 200,
    errors: [400, 401, 402, 404, 409, 413],
  },
  'bounceReports.create': {
    ...contractRoutePaths['bounceReports.create'],
    summary: 'Start a bounce report: the report and a signed ticket to upload the bounce log with',
    body: bounceReportCreateBodySchema,
    response: bounceReportCreateResponseSchema,
    status: 201,
    errors: [400, 401, 413],
  },
  'bounceReports.uploadComplete': {
    ...contractRoutePaths['bounceReports.uploadComplete'],
    summary:
      'Check the uploaded bounce log and queue it; the guarantee refunds hard bounces of addresses we called valid',
    params: idParamsSchema,
    body: uploadCompleteBodySchema,
    response: bounceReportSchema,
    status: 200,
    errors: [400, 401, 404, 409, 413],
  },
  'bounceReports.list': {
    ...contractRoutePaths['bounceReports.list'],
    summary: "The user's bounce reports, newest first",
    query: bounceReportListQuerySchema,
    response: bounceReportListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'bounceReports.retrieve': {
    ...contractRoutePaths['bounceReports.retrieve'],
    summary:
      'One bounce report: rows read, hard bounces, matches per order, refund, and what was not refundable',
    params: idParamsSchema,
    response: bounceReportSchema,
    status: 200,
    errors: [401, 404],
  },
  'orders.originalCsv': {
    ...contractRoutePaths['orders.originalCsv'],
    summary: 'The uploaded file (first `limit` rows, as CSV)',
    params: idParamsSchema,
    query: orderCsvQuerySchema,
    workbook:
      'An .xlsx upload (`originalFormat: xlsx`) without `limit`: the workbook as uploaded. With `limit`, its verified sheet as CSV.',
    status: 200,
    errors: [400, 401, 404, 410],
  },
  'orders.resultsCsv': {
    ...contractRoutePaths['orders.resultsCsv'],
    summary: 'The verified CSV of a completed order, or one subset of its rows (`filter`)',
    params: idParamsSchema,
    query: orderResultsCsvQuerySchema,
    workbook: 'With `format=xlsx`: the same rows as an Excel workbook.',
    status: 200,
    errors: [400, 401, 404, 409, 410],
  },
  'orders.deleteFiles': {
    ...contractRoutePaths['orders.deleteFiles'],
    summary:
      "Delete an ended order's files (uploaded list, results) now; the order, its figures and receipt stay",
    params: idParamsSchema,
    status: 204,
    errors: [401, 403, 404, 409],
  },
  'leads.quote': {
    ...contractRoutePaths['leads.quote'],
    summary: 'Leads matching an ideal customer profile: how many, how many you can buy, and the cost',
    body: leadQuoteBodySchema,
    response: leadQuoteResponseSchema,
    status: 200,
    errors: [400, 401, 413],
  },
  'leads.facets': {
    ...contractRoutePaths['leads.facets'],
    summary:
      'What the lead inventory holds: industries, countries, seniorities and company sizes, with counts',
    response: leadFacetsResponseSchema,
    status: 200,
    errors: [401],
  },
  'leadPresets.list': {
    ...contractRoutePaths['leadPresets.list'],
    summary: "The user's saved ideal customer profiles, by name",
    response: leadPresetListResponseSchema,
    status: 200,
    errors: [401],
  },
  'leadPresets.create': {
    ...contractRoutePaths['leadPresets.create'],
    summary: 'Save an ideal customer profile under a name',
    body: leadPresetCreateBodySchema,
    response: leadPresetSchema,
    status: 201,
    errors: [400, 401, 403, 409, 413],
  },
  'leadPresets.rename': {
    ...contractRoutePaths['leadPresets.rename'],
    summary: 'Rename a saved profile',
    params: idParamsSchema,
    body: leadPresetRenameBodySchema,
    response: leadPresetSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409, 413],
  },
  'leadPresets.delete': {
    ...contractRoutePaths['leadPresets.delete'],
    summary: 'Delete a saved profile',
    params: idParamsSchema,
    status: 204,
    errors: [401, 403, 404],
  },
  'users.me': {
    ...contractRoutePaths['users.me'],
    summary: 'Who the bearer token belongs to',
    response: userProfileSchema,
    status: 200,
    errors: [401],
  },
  'users.update': {
    ...contractRoutePaths['users.update'],
    summary:
      "Change the account's name or company (the e-mail address and password change at the auth server)",
    body: userProfileUpdateBodySchema,
    response: userProfileSchema,
    status: 200,
    errors: [400, 401, 403, 413, 503],
  },
  'users.balance': {
    ...contractRoutePaths['users.balance'],
    summary: "The user's credit balance",
    response: balanceResponseSchema,
    status: 200,
    errors: [401],
  },
  'users.delete': {
    ...contractRoutePaths['users.delete'],
    summary:
      'Delete the account: sign-ins, API keys, webhooks, files and personal data go; the ledger stays, anonymized',
    body: accountDeleteBodySchema,
    status: 204,
    errors: [400, 401, 403, 413, 429, 503],
  },
  'users.export': {
    ...contractRoutePaths['users.export'],
    summary: "A zip of the account's data (JSON and CSV), with no secrets",
    status: 200,
    errors: [401, 403],
  },
  'verify.contact': {
    ...contractRoutePaths['verify.contact'],
    summary: 'Verify one contact in real time (1 credit when a check decides something)',
    body: verifyContactBodySchema,
    response: verifyContactResponseSchema,
    streamEvent: verifyStreamEventSchema,
    status: 200,
    errors: [400, 401, 402, 403, 413, 422, 429],
  },
  'verify.batch': {
    ...contractRoutePaths['verify.batch'],
    summary: 'Verify up to 100 contacts in real time, answered in input order',
    body: verifyBatchBodySchema,
    response: verifyBatchResponseSchema,
    status: 200,
    errors: [400, 401, 402, 403, 413, 422, 429],
  },
  'dashboard.summary': {
    ...contractRoutePaths['dashboard.summary'],
    summary: 'Greeting and stat cards of the dashboard',
    response: dashboardSummaryResponseSchema,
    status: 200,
    errors: [401],
  },
  'creditTransactions.list': {
    ...contractRoutePaths['creditTransactions.list'],
    summary: 'One page of the credit ledger, newest first',
    query: creditTransactionListQuerySchema,
    response: creditTransactionListResponseSchema,
    status: 200,
    errors: [400, 401],
  },
  'creditTransactions.export': {
    ...contractRoutePaths['creditTransactions.export'],
    summary: 'Every transaction of the ledger as CSV, newest first',
    status: 200,
    errors: [401],
  },
  'billing.createCheckoutSession': {
    ...contractRoutePaths['billing.createCheckoutSession'],
    summary: 'Start a checkout for a plan',
    body: checkoutSessionCreateBodySchema,
    response: redirectUrlResponseSchema,
    status: 200,
    errors: [400, 401, 413],
  },
  'billing.createPortalSession': {
    ...contractRoutePaths['billing.createPortalSession'],
    summary: 'Open the billing portal',
    response: redirectUrlResponseSchema,
    status: 200,
    errors: [401],
  },
  'apiKeys.create': {
    ...contractRoutePaths['apiKeys.create'],
    summary: 'Create an API key; the secret is returned once',
    body: apiKeyCreateBodySchema,
    response: apiKeyCreateResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413],
  },
  'apiKeys.list': {
    ...contractRoutePaths['apiKeys.list'],
    summary: "The user's API keys (never their secrets)",
    response: apiKeyListResponseSchema,
    status: 200,
    errors: [401, 403],
  },
  'apiKeys.revoke': {
    ...contractRoutePaths['apiKeys.revoke'],
    summary: 'Revoke an API key',
    params: idParamsSchema,
    status: 204,
    errors: [401, 403, 404],
  },
  'webhooks.create': {
    ...contractRoutePaths['webhooks.create'],
    summary: 'Register a webhook endpoint; the signing secret is returned once',
    body: webhookEndpointCreateBodySchema,
    response: webhookEndpointCreateResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413],
  },
  'webhooks.list': {
    ...contractRoutePaths['webhooks.list'],
    summary: "The user's webhook endpoints (never their secrets)",
    response: webhookEndpointListResponseSchema,
    status: 200,
    errors: [401],
  },
  'webhooks.retrieve': {
    ...contractRoutePaths['webhooks.retrieve'],
    summary: 'One webhook endpoint (never its secret): its events, and whether and why it was disabled',
    params: idParamsSchema,
    response: webhookEndpointSchema,
    status: 200,
    errors: [401, 404],
  },
  'webhooks.delete': {
    ...contractRoutePaths['webhooks.delete'],
    summary: 'Remove a webhook endpoint; deliveries still pending are dropped',
    params: idParamsSchema,
    status: 204,
    errors: [401, 403, 404],
  },
  'webhooks.sendTest': {
    ...contractRoutePaths['webhooks.sendTest'],
    summary: 'Send a webhook.test event to an endpoint now',
    params: idParamsSchema,
    response: webhookDeliverySchema,
    status: 201,
    errors: [401, 403, 404],
  },
  'webhooks.deliveries': {
    ...contractRoutePaths['webhooks.deliveries'],
    summary: "An endpoint's latest deliveries, with every attempt",
    params: idParamsSchema,
    query: webhookDeliveryListQuerySchema,
    response: webhookDeliveryListResponseSchema,
    status: 200,
    errors: [400, 401, 404],
  },
} as const satisfies Record<keyof typeof contractRoutePaths, ContractRoute>;

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
  const route: ContractRoutePath = contractRoutePaths[routeId];
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
