import type { z } from 'zod';
import { apiKeyCreateBodySchema, apiKeyCreateResponseSchema, apiKeyListResponseSchema } from './api-keys';
import { checkoutSessionCreateBodySchema, redirectUrlResponseSchema } from './billing';
import { idParamsSchema } from './common';
import { creditTransactionListQuerySchema, creditTransactionListResponseSchema } from './credit-transactions';
import { dashboardSummaryResponseSchema } from './dashboard';
import { healthResponseSchema } from './health';
import { leadQuoteBodySchema, leadQuoteResponseSchema } from './leads';
import {
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderCsvQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  uploadCompleteBodySchema,
  uploadTicketSchema,
} from './orders';
import { pricingListResponseSchema } from './pricing';
import { balanceResponseSchema, userProfileSchema } from './users';

/** One `/api` route: what it takes, what it returns, and who may call it. */
export interface ContractRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI path template, e.g. `/api/orders/{id}`. */
  path: string;
  summary: string;
  /** A bearer token (session access token or API key) is required. */
  auth: boolean;
  /** An API key is accepted as the bearer token; `false` means a session token is needed. */
  apiKey: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `json`: `response` is the JSON body; `csv`: a `text/csv` body; `empty`: no body (204). */
  responseType: 'json' | 'csv' | 'empty';
  response?: z.ZodType;
  /** Status of a successful response. */
  status: 200 | 201 | 204;
  /** Error statuses the route documents; each has an `errorResponseSchema` body. */
  errors: readonly number[];
}

const user = { auth: true, apiKey: true } as const;
const session = { auth: true, apiKey: false } as const;
const anyone = { auth: false, apiKey: false } as const;

/** Every `/api` route of SPEC §7 and the issues, keyed by operation id; the API serves OpenAPI from it. */
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
    ...user,
    body: orderCreateBodySchema,
    responseType: 'json',
    response: orderCreateResponseSchema,
    status: 201,
    errors: [400, 401, 402, 409, 413],
  },
  'orders.list': {
    method: 'GET',
    path: '/api/orders',
    summary: "The user's orders, newest first",
    ...user,
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
    ...user,
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
    ...user,
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
    ...user,
    params: idParamsSchema,
    body: uploadCompleteBodySchema,
    responseType: 'json',
    response: orderSchema,
    status: 200,
    errors: [400, 401, 402, 404, 409, 413],
  },
  'orders.originalCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/original',
    summary: 'The uploaded CSV (first `limit` rows)',
    ...user,
    params: idParamsSchema,
    query: orderCsvQuerySchema,
    responseType: 'csv',
    status: 200,
    errors: [400, 401, 404],
  },
  'orders.resultsCsv': {
    method: 'GET',
    path: '/api/orders/{id}/csv/results',
    summary: 'The verified CSV of a completed order',
    ...user,
    params: idParamsSchema,
    query: orderCsvQuerySchema,
    responseType: 'csv',
    status: 200,
    errors: [400, 401, 404, 409],
  },
  'leads.quote': {
    method: 'POST',
    path: '/api/leads/quote',
    summary: 'Leads matching an ideal customer profile: how many, how many you can buy, and the cost',
    ...user,
    body: leadQuoteBodySchema,
    responseType: 'json',
    response: leadQuoteResponseSchema,
    status: 200,
    errors: [400, 401, 413],
  },
  'users.me': {
    method: 'GET',
    path: '/api/users/me',
    summary: 'Who the bearer token belongs to',
    ...user,
    responseType: 'json',
    response: userProfileSchema,
    status: 200,
    errors: [401],
  },
  'users.balance': {
    method: 'GET',
    path: '/api/users/me/balance',
    summary: "The user's credit balance",
    ...user,
    responseType: 'json',
    response: balanceResponseSchema,
    status: 200,
    errors: [401],
  },
  'dashboard.summary': {
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: 'Greeting and stat cards of the dashboard',
    ...user,
    responseType: 'json',
    response: dashboardSummaryResponseSchema,
    status: 200,
    errors: [401],
  },
  'creditTransactions.list': {
    method: 'GET',
    path: '/api/credit-transactions',
    summary: 'One page of the credit ledger, newest first',
    ...user,
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
    ...user,
    responseType: 'csv',
    status: 200,
    errors: [401],
  },
  'billing.createCheckoutSession': {
    method: 'POST',
    path: '/api/billing/checkout/session',
    summary: 'Start a checkout for a plan',
    ...user,
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
    ...user,
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
} as const satisfies Record<string, ContractRoute>;

/** Operation ids of `contractRoutes`. */
export type ContractRouteId = keyof typeof contractRoutes;
