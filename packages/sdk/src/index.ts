/**
 * @leadproof/sdk: the typed `Leadproof` client, its errors and pages, and the types of what its methods take and
 * return. The /api contract's schemas live in `@leadproof/contract`; Node-only helpers (uploads from a file path) in
 * `@leadproof/sdk/node`.
 * @module
 */

/**
 * What the methods return, from the contract; type-only, so that code using the published SDK (which bundles the
 * contract) can name them. Schemas and the route table: `@leadproof/contract`.
 */
export type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
export type { ApiKey, ApiKeyCreateResponse, ApiKeyListResponse } from '@leadproof/contract/api-keys';
export type { RedirectUrlResponse } from '@leadproof/contract/billing';
export type {
  BounceReport,
  BounceReportCreateResponse,
  BounceReportStatus,
} from '@leadproof/contract/bounce-reports';
export type { ContactMessageCreateResponse } from '@leadproof/contract/contact';
export type { CreditTransaction } from '@leadproof/contract/credit-transactions';
export type { DashboardSummaryResponse } from '@leadproof/contract/dashboard';
export type { ErrorResponse } from '@leadproof/contract/error';
export type { HealthResponse, ReadinessResponse } from '@leadproof/contract/health';
export type {
  LeadFacetsResponse,
  LeadPreset,
  LeadPresetListResponse,
  LeadQuoteResponse,
} from '@leadproof/contract/leads';
export type {
  Order,
  OrderCounts,
  OrderCreateResponse,
  OrderFile,
  OrderStatus,
  UploadTicket,
} from '@leadproof/contract/orders';
export type { PricingListResponse } from '@leadproof/contract/pricing';
export type { ServiceStatusResponse } from '@leadproof/contract/status';
export type { BalanceResponse, UserProfile } from '@leadproof/contract/users';
export type {
  ContactVerdict,
  VerifyBatchResponse,
  VerifyContactResponse,
} from '@leadproof/contract/verify';
export type {
  WebhookDelivery,
  WebhookDeliveryListResponse,
  WebhookEndpoint,
  WebhookEndpointCreateResponse,
  WebhookEndpointListResponse,
  WebhookEvent,
  WebhookEventType,
} from '@leadproof/contract/webhooks';
/** The Leadproof API client: one namespace per resource, each method one contract route. */
export { Leadproof } from './client';
/** Error hierarchy: `LeadproofError` → `APIError` → one class per status; connection and contract errors. */
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  InvalidUploadError,
  LeadproofError,
  NotFoundError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  UnprocessableEntityError,
  type UploadStep,
  WebhookVerificationError,
} from './core/error';
/** Client, per-call options, and the `T | null` result of a `nullOn401` client. */
export type { APIResult, ClientOptions, RequestOptions } from './core/options';
/** Offset paging: a page, and the awaitable, async-iterable first page that `list()` returns. */
export { OffsetPage, PagePromise } from './core/pagination';
/** Base class of the resource namespaces. */
export { APIResource } from './core/resource';
/** The SDK's names from before issue 35, each deprecated for its replacement (see the file). */
export {
  type BounceUploadOptions,
  formatMeasuredAccuracy,
  isSettledBounceReport,
  MAX_UPLOAD_BYTES,
  type OrderDownloadOptions,
  type UploadCsvOptions,
  validateCsvFile,
  verifyWebhook,
  type WaitForOrderOptions,
} from './deprecated';
/** Upload inputs and progress of `orders.upload` and `bounceReports.upload`. */
export type { SignedUploadOptions, UploadInput, UploadProgress, UploadStream } from './lib/signed-upload';
/** What `client.orders.estimate` returns, and its options. */
export type { OrderEstimateParams, UploadEstimate } from './lib/upload-estimate';
/** Options of `Webhooks.verify` and the request headers it reads. */
export type { VerifyWebhookOptions, WebhookHeaders } from './lib/verify-webhook';
/**
 * Resource namespaces (the client's fields) and their `<Resource><Verb>Params` request types; `Orders`,
 * `BounceReports` and `Webhooks` hold the helpers that need no client as statics.
 */
export type { ApiKeyCreateParams, ApiKeys } from './resources/api-keys';
export type { Billing, BillingCreateCheckoutSessionParams } from './resources/billing';
export {
  type BounceReportCreateParams,
  type BounceReportListParams,
  BounceReports,
  type BounceReportUploadCompleteParams,
  type BounceReportUploadParams,
  type BounceReportWaitParams,
} from './resources/bounce-reports';
export type { Contact, ContactCreateParams } from './resources/contact';
export type { CreditTransactionListParams, CreditTransactions } from './resources/credit-transactions';
export type { Dashboard } from './resources/dashboard';
export type { Health } from './resources/health';
export type {
  LeadPresetCreateParams,
  LeadPresetRenameParams,
  LeadPresets,
  LeadQuoteParams,
  Leads,
} from './resources/leads';
export {
  type OrderCountRowsParams,
  type OrderCreateParams,
  type OrderDownloadParams,
  type OrderListParams,
  type OrderOriginalCsvParams,
  OrderPage,
  type OrderPollParams,
  type OrderResultsCsvParams,
  Orders,
  type OrderUploadCompleteParams,
  type OrderUploadParams,
} from './resources/orders';
export type { Pricing } from './resources/pricing';
export type { Status } from './resources/status';
export type { UserDeleteParams, Users, UserUpdateParams } from './resources/users';
export type {
  Verify,
  VerifyBatchParams,
  VerifyContactOptions,
  VerifyContactParams,
} from './resources/verify';
export { type WebhookCreateParams, type WebhookDeliveriesParams, Webhooks } from './resources/webhooks';
