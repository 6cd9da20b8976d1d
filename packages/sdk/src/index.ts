/**
 * @leadproof/sdk: the typed `Leadproof` client, with the /api contract's schemas and types re-exported from
 * `@leadproof/contract` for its callers. Node-only helpers (uploads from a file path) live in `@leadproof/sdk/node`.
 * @module
 */

/** What an API key may do: `full`, `verify`, `read`. */
export {
  type ApiKeyScope,
  apiKeyScopeCovers,
  apiKeyScopeDescriptions,
  apiKeyScopeSchema,
} from '@leadproof/contract/api-key-scopes';
/** `/api/api-keys`. */
export {
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreateResponse,
  type ApiKeyListResponse,
  apiKeyCreateBodySchema,
  apiKeyCreateResponseSchema,
  apiKeyListResponseSchema,
  apiKeySchema,
} from '@leadproof/contract/api-keys';
/** `POST /api/billing/checkout/session` and `POST /api/billing/portal`. */
export {
  type CheckoutReturn,
  type CheckoutSessionCreateBody,
  checkoutReturnSchema,
  checkoutSessionCreateBodySchema,
  type RedirectUrlResponse,
  redirectUrlResponseSchema,
} from '@leadproof/contract/billing';
/** `/api/bounce-reports`: the bounce guarantee's reports. */
export {
  type BounceCounts,
  type BounceFormat,
  type BounceMatch,
  type BounceNotRefundable,
  type BounceNotRefundableReason,
  type BounceReport,
  type BounceReportCreateBody,
  type BounceReportCreateResponse,
  type BounceReportListQuery,
  type BounceReportListResponse,
  type BounceReportStatus,
  bounceCountsSchema,
  bounceFormatSchema,
  bounceMatchSchema,
  bounceNotRefundableReasonSchema,
  bounceNotRefundableSchema,
  bounceReportCreateBodySchema,
  bounceReportCreateResponseSchema,
  bounceReportListQuerySchema,
  bounceReportListResponseSchema,
  bounceReportSchema,
  bounceReportStatusSchema,
} from '@leadproof/contract/bounce-reports';
/** Shared pieces: timestamps, counts, `{id}` path parameters. */
export { countSchema, type IdParams, idParamsSchema, timestampSchema } from '@leadproof/contract/common';
/** `POST /api/contact`: a message to the operator from the /contact form. */
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_RETENTION_DAYS,
  CONTACT_RESPONSE_TIME,
  type ContactMessageCreateBody,
  type ContactMessageCreateResponse,
  type ContactTopic,
  contactMessageCreateBodySchema,
  contactMessageCreateResponseSchema,
  contactTopicLabels,
  contactTopicSchema,
  contactTopics,
} from '@leadproof/contract/contact';
/** `GET /api/credit-transactions`. */
export {
  type CreditTransaction,
  type CreditTransactionListQuery,
  type CreditTransactionListResponse,
  creditTransactionListQuerySchema,
  creditTransactionListResponseSchema,
  creditTransactionSchema,
} from '@leadproof/contract/credit-transactions';
/** `GET /api/dashboard/summary`. */
export { type DashboardSummaryResponse, dashboardSummaryResponseSchema } from '@leadproof/contract/dashboard';
/** Error body shared by every `/api` error response. */
export { type ErrorResponse, errorResponseSchema } from '@leadproof/contract/error';
// Contract
/** `GET /api/health` and `GET /api/health/ready` response schemas and types. */
export {
  type HealthResponse,
  healthResponseSchema,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@leadproof/contract/health';
/** The Idempotency-Key header every POST route takes: its name, schema, lifetime and the replay header. */
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@leadproof/contract/idempotency';
/** Source + Verify: the ideal customer profile, facets, presets, `POST /api/leads/quote`, and `buy_leads` order details. */
export {
  type BuyLeadsRequestDetails,
  buyLeadsRequestDetailsSchema,
  type CompanySizeRange,
  companySizeRangeSchema,
  type LeadFacetsResponse,
  type LeadIcp,
  type LeadIcpInput,
  type LeadPreset,
  type LeadPresetCreateBody,
  type LeadPresetListResponse,
  type LeadPresetRenameBody,
  type LeadQuoteBody,
  type LeadQuoteResponse,
  type LeadSeniority,
  leadCountSchema,
  leadFacetsResponseSchema,
  leadFacetValueSchema,
  leadIcpSchema,
  leadPresetCreateBodySchema,
  leadPresetListResponseSchema,
  leadPresetNameSchema,
  leadPresetRenameBodySchema,
  leadPresetSchema,
  leadQuoteBodySchema,
  leadQuoteResponseSchema,
  leadSeniorities,
  leadSenioritySchema,
  MAX_LEADS_PER_ORDER,
} from '@leadproof/contract/leads';
/** What an order is called: its file name or lead profile (`orderTitle`), and its downloads' file names. */
export {
  leadRequestSummary,
  type NamedOrder,
  type OrderDownloadNameOptions,
  orderDownloadFileName,
  orderTitle,
} from '@leadproof/contract/order-names';
/** The breakdowns of a completed order's report (`stats` of an order). */
export {
  ORDER_REPORT_TOP_N,
  type OrderDuplicateReasons,
  type OrderMeasuredAccuracy,
  type OrderReportCount,
  type OrderScoreBucket,
  type OrderSuggestion,
  orderDuplicateReasonsSchema,
  orderMeasuredAccuracySchema,
  orderPhoneTypesSchema,
  orderReportCountSchema,
  orderScoreBucketSchema,
  orderScoreHistogramSchema,
  orderSuggestionSchema,
  orderTopReasonsSchema,
  orderTopSuggestionsSchema,
} from '@leadproof/contract/order-report';
/** Orders: entity, create, list, upload ticket, upload-complete, CSV query. */
export {
  type BuyLeadsOrderBody,
  buyLeadsOrderBodySchema,
  type FinalOrderStatus,
  finalOrderStatuses,
  isFinalOrderStatus,
  type Order,
  type OrderBilling,
  type OrderCounts,
  type OrderCreateBody,
  type OrderCreateResponse,
  type OrderCsvQuery,
  type OrderFile,
  type OrderListQuery,
  type OrderListResponse,
  type OrderListSort,
  type OrderMailboxProgress,
  type OrderMailboxStats,
  type OrderProgress,
  type OrderResultsCsvQuery,
  type OrderResultsFilter,
  type OrderResultsFormat,
  type OrderStats,
  type OrderStatus,
  type OrderType,
  orderBillingSchema,
  orderCountsSchema,
  orderCreateBodySchema,
  orderCreateResponseSchema,
  orderCsvQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderListSortSchema,
  orderMailboxProgressSchema,
  orderMailboxStatsSchema,
  orderProgressSchema,
  orderResultsCsvQuerySchema,
  orderResultsFilterSchema,
  orderResultsFormatSchema,
  orderSchema,
  orderStatsSchema,
  orderStatusFilterSchema,
  orderStatusSchema,
  orderTypeSchema,
  type UploadCompleteBody,
  type UploadCsvOrderBody,
  type UploadFormat,
  type UploadTicket,
  uploadCompleteBodySchema,
  uploadCsvOrderBodySchema,
  uploadFormatSchema,
  uploadSheetSchema,
  uploadTicketSchema,
} from '@leadproof/contract/orders';
// Plans
/** SPEC §9's plans as data, and the pricing cards with this deployment's product ids (`/config.json` `productIds`). */
export {
  everyPlanFeatures,
  findPlan,
  formatPlanCredits,
  formatPlanPrice,
  formatPricePerCredit,
  localProductIds,
  lowestPricePerCreditPlan,
  monthlyPlans,
  oneTimePlans,
  PACK_CREDITS_VALID_DAYS,
  type Plan,
  type PlanCard,
  type PlanId,
  type PlanPeriod,
  type ProductIds,
  type ProductKey,
  planCards,
  plans,
  pricePerCreditMills,
  productKeys,
  SUBSCRIPTION_CREDITS_VALID_DAYS,
  TRIAL_CREDITS_VALID_DAYS,
} from '@leadproof/contract/plans';
/** `GET /api/pricing`. */
export {
  type PricingEntry,
  type PricingListResponse,
  pricingEntrySchema,
  pricingListResponseSchema,
} from '@leadproof/contract/pricing';
/** Every route with its schemas, auth and statuses, for the API's validation and OpenAPI document. */
export {
  apiKeyScopeAllows,
  type ContractRoute,
  type ContractRouteId,
  contractRoutes,
  requiredApiKeyScope,
} from '@leadproof/contract/routes';
/** `GET /api/status`: the public service status. */
export {
  type ServiceComponentState,
  type ServiceStatusResponse,
  serviceComponentStateSchema,
  serviceStatusResponseSchema,
} from '@leadproof/contract/status';
/**
 * `GET /api/users/me`, `PATCH /api/users/me`, `GET /api/users/me/balance`, `DELETE /api/users/me` and
 * `GET /api/users/me/export`.
 */
export {
  type AccountDeleteBody,
  accountDeleteBodySchema,
  type BalanceResponse,
  balanceResponseSchema,
  type UserProfile,
  type UserProfileUpdateBody,
  userProfileSchema,
  userProfileUpdateBodySchema,
} from '@leadproof/contract/users';
/** `POST /api/verify` and `/api/verify/batch`: real-time checks of contacts. */
export {
  type ContactVerdict,
  contactVerdictSchema,
  type VerifyBatchBody,
  type VerifyBatchResponse,
  type VerifyContact,
  type VerifyContactBody,
  type VerifyContactResponse,
  type VerifyInputErrorCode,
  type VerifyStreamEvent,
  verifyBatchBodySchema,
  verifyBatchResponseSchema,
  verifyContactBodySchema,
  verifyContactResponseSchema,
  verifyContactSchema,
  verifyInputErrorCodes,
  verifyStreamEventSchema,
} from '@leadproof/contract/verify';
/** `/api/webhooks`: endpoints, deliveries, and the Standard Webhooks event body. */
export {
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryListResponse,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointCreateResponse,
  type WebhookEndpointListResponse,
  type WebhookEvent,
  type WebhookEventType,
  webhookAttemptSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliverySchema,
  webhookEndpointCreateBodySchema,
  webhookEndpointCreateResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointSchema,
  webhookEventSchema,
  webhookEventTypeSchema,
} from '@leadproof/contract/webhooks';
// Client
/** The Leadproof API client. */
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
/** Client, per-call options, and the `T | null` result of a `nullOn401` client. */
export type { APIResult, ClientOptions, RequestOptions } from './core/options';
/** Offset paging: a page, and the awaitable, async-iterable first page that `list()` returns. */
export { OffsetPage, PagePromise } from './core/pagination';
/** Base class of the resource namespaces. */
export { APIResource } from './core/resource';
/** SPEC §5's local file checks: 50 MB limit and `.csv` name, with the product's messages. */
export { MAX_UPLOAD_BYTES, validateCsvFile } from './lib/csv-file';
/** An order's measured accuracy as a percentage that never rounds a bounce away (`>99.9%`). */
export { formatMeasuredAccuracy } from './lib/measured-accuracy';
/** Upload inputs, progress and options of `uploadCsv` and `waitForOrder`. */
export type { SignedUploadOptions, UploadInput, UploadProgress, UploadStream } from './lib/signed-upload';
export type { UploadCsvOptions } from './lib/upload-csv';
/** Checks a received webhook's Standard Webhooks signature and returns its typed event (also `Webhooks.verify`). */
export { type VerifyWebhookOptions, verifyWebhook, type WebhookHeaders } from './lib/verify-webhook';
export type { WaitForOrderOptions } from './lib/wait-for-order';
/** Resource namespaces (the client's fields). */
export { ApiKeys } from './resources/api-keys';
export { Billing } from './resources/billing';
export { BounceReports, type BounceUploadOptions, isSettledBounceReport } from './resources/bounce-reports';
export { Contact } from './resources/contact';
export { type CreditTransactionListParams, CreditTransactions } from './resources/credit-transactions';
export { Dashboard } from './resources/dashboard';
export { Health } from './resources/health';
export { LeadPresets, Leads } from './resources/leads';
export {
  type OrderDownloadOptions,
  type OrderListParams,
  OrderPage,
  Orders,
} from './resources/orders';
export { Pricing } from './resources/pricing';
export { Users } from './resources/users';
export { Verify, type VerifyContactOptions } from './resources/verify';
export { Webhooks } from './resources/webhooks';
