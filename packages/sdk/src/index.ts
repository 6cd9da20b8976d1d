/**
 * @leadproof/sdk: the typed `Leadproof` client, its errors and pages, and the types of what its methods take and
 * return. The /api contract's schemas live in `@leadproof/contract`; Node-only helpers (uploads from a file path) in
 * `@leadproof/sdk/node`.
 * @module
 */

// Client
/** The Leadproof API client: one namespace per resource, each method one contract route. */
export { Leadproof } from './client';
// Errors
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
// Pagination
/** Offset paging: a page, and the awaitable, async-iterable first page that `list()` returns. */
export { OffsetPage, PagePromise } from './core/pagination';
export { OrderPage } from './resources/orders';
// Public types
/** Client, per-call options, and the `T | null` result of a `nullOn401` client. */
export type { APIResult, ClientOptions, RequestOptions } from './core/options';
/** Resource namespaces (the client's fields), with the helpers that need no client as statics. */
export { APIResource } from './core/resource';
export type { ApiKeys, ApiKeyCreateParams } from './resources/api-keys';
export type { Billing, BillingCreateCheckoutSessionParams } from './resources/billing';
export {
  BounceReports,
  type BounceReportCreateParams,
  type BounceReportListParams,
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
  type OrderCreateParams,
  type OrderDownloadParams,
  type OrderListParams,
  type OrderOriginalCsvParams,
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
/** Upload inputs and progress of `orders.upload` and `bounceReports.upload`. */
export type { SignedUploadOptions, UploadInput, UploadProgress, UploadStream } from './lib/signed-upload';
/** Options of `Webhooks.verify` and the request headers it reads. */
export type { VerifyWebhookOptions, WebhookHeaders } from './lib/verify-webhook';
/**
 * What the methods return, from the contract; type-only, so that code using the published SDK (which bundles the
 * contract) can name them. Schemas and the route table: `@leadproof/contract`.
 */
export type { ApiKey, ApiKeyCreateResponse, ApiKeyListResponse } from '@leadproof/contract/api-keys';
export type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
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
// Deprecated names, kept for one release.
export {
  /** @deprecated use `BounceReports.isSettled`. */
  isSettledBounceReport,
  /** @deprecated use `BounceReportUploadParams`. */
  type BounceUploadOptions,
} from './resources/bounce-reports';
export {
  /** @deprecated use `OrderDownloadParams`. */
  type OrderDownloadOptions,
} from './resources/orders';
export {
  /** @deprecated use `Orders.MAX_UPLOAD_BYTES`. */
  MAX_UPLOAD_BYTES,
  /** @deprecated use `Orders.validateFile` or `client.orders.validateFile`. */
  validateCsvFile,
} from './lib/csv-file';
/** @deprecated use `Orders.formatMeasuredAccuracy`. */
export { formatMeasuredAccuracy } from './lib/measured-accuracy';
/** @deprecated use `OrderUploadParams`. */
export type { UploadCsvOptions } from './lib/upload-csv';
/** @deprecated use `Webhooks.verify` or `client.webhooks.verify`. */
export { verifyWebhook } from './lib/verify-webhook';
/** @deprecated use `OrderPollParams`. */
export type { WaitForOrderOptions } from './lib/wait-for-order';
