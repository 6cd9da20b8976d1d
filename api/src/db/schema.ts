/**
 * Table types for Kysely, one interface per table, kept in step with `api/migrations/*.sql`.
 * Columns the database fills in are `Generated<…>`.
 */
import type { ApiKeyScope } from '@leadproof/contract/api-key-scopes';
import type {
  BounceCounts,
  BounceFormat,
  BounceMatch,
  BounceNotRefundable,
  BounceReportStatus,
} from '@leadproof/contract/bounce-reports';
import type { ContactTopic } from '@leadproof/contract/contact';
import type { LeadIcp } from '@leadproof/contract/leads';
import type {
  OrderBilling,
  OrderStats,
  OrderStatus,
  OrderType,
  UploadFormat,
} from '@leadproof/contract/orders';
import type { WebhookDelivery, WebhookEvent, WebhookEventType } from '@leadproof/contract/webhooks';
import type { ColumnType, Generated } from 'kysely';

/** What a bounce report's job found (`bounce_reports.summary`). */
export type BounceSummary = {
  rowsRead: number;
  bounces: BounceCounts;
  matched: BounceMatch[];
  notRefundable: BounceNotRefundable[];
};

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  user_metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  email_confirmed_at: Timestamp | null;
  confirmation_token_hash: string | null;
  confirmation_sent_at: Timestamp | null;
  recovery_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  recovery_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The address an e-mail change waits to confirm, its link's hash and when it went (migration 0024). */
  email_change: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email_change_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  refreshed_at: Timestamp | null;
  /** Opened by a password-reset link: it may set a new password without the current one until then (0024). */
  password_reset_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthRefreshTokensTable {
  id: Generated<number>;
  token_hash: string;
  session_id: string;
  revoked: Generated<boolean>;
  created_at: Timestamp;
}

/** `auth_signing_keys`: the built-in server's signing keys; the one with no `retires_at` signs new tokens. */
export interface AuthSigningKeysTable {
  kid: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  retires_at: Timestamp | null;
}

export interface AuthRateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  created_at: Timestamp;
  /** Deletion began: the account's tokens are refused from then on (migration 0019). */
  deletion_requested_at: Timestamp | null;
  /** Every deletion step finished; the row is an anonymized tombstone the ledger still points at. */
  deleted_at: Timestamp | null;
  /** Issue time of the newest access token whose e-mail `email` took (migration 0024, `users/ensure-user.ts`). */
  email_token_issued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One free trial per canonical mailbox (`api/src/users/canonical-mailbox.ts`). */
export interface TrialGrantsTable {
  mailbox: string;
  user_id: string;
  client_ip: string;
  granted_at: Timestamp;
}

export type Numeric = ColumnType<number, number | string, number | string>;

export interface PricingTable {
  type: OrderType;
  price_per_row: Numeric;
}

export type CreditReason = 'grant' | 'purchase' | 'refund' | 'order' | 'expiry' | 'adjustment' | 'realtime';

export interface CreditTransactionsTable {
  id: Generated<string>;
  user_id: string;
  amount: Numeric;
  reason: CreditReason;
  description: string | null;
  order_id: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
  seq: Generated<number>;
  /** For a refund: the debit it gives credits back for. */
  refund_of: string | null;
  /** For a bounce-guarantee refund: the report it was given for (migration 0028). */
  bounce_report_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CreditLotsTable {
  id: Generated<string>;
  user_id: string;
  transaction_id: string;
  amount: Numeric;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface CreditAllocationsTable {
  transaction_id: string;
  lot_id: string;
  amount: Numeric;
}

export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  type: OrderType;
  /** The uploaded file's sanitized base name (`uploadFileName`); null for lead purchases and nameless uploads (0026). */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The .xlsx sheet the customer chose to verify; null: the first visible worksheet, and for CSV uploads (0027). */
  sheet: ColumnType<string | null, string | null | undefined, string | null>;
  /** The uploaded file's format, read from its bytes at upload-complete; null before, and for older orders (0027). */
  original_format: ColumnType<UploadFormat | null, UploadFormat | null | undefined, UploadFormat | null>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  request_details: ColumnType<Record<string, unknown>, string | undefined, string>;
  upload_path: string | null;
  original_file_path: string | null;
  /** Bytes and SHA-256 of the original as confirmed: the job verifies only a file that matches. */
  original_file_size: Numeric | null;
  original_file_sha256: string | null;
  result_file_path: string | null;
  row_count: number | null;
  credits_used: Numeric | null;
  debit_transaction_id: string | null;
  rows_processed: ColumnType<number, number | undefined, number>;
  status_message: string | null;
  /** What verification found (`OrderStats`), once the order is completed. */
  stats: ColumnType<OrderStats | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  /** The itemised receipt of an upload_csv order (`OrderBilling`), from upload-complete on. */
  billing: ColumnType<OrderBilling | null, string | null | undefined, string | null>;
  /** A buy_leads order served from the demo inventory. */
  demo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
  /** When the order's stored files were deleted (retention or the customer's request); null while kept (0018). */
  files_deleted_at: Timestamp | null;
  /** The retention in days that deleted them; null when the customer deleted them (0018). */
  files_retention_days: number | null;
  /** Measured accuracy (0029): distinct addresses called valid, those reported hard-bounced, when; null until measured. */
  measured_valid_addresses: ColumnType<number | null, number | null | undefined, number | null>;
  measured_hard_bounces: ColumnType<number | null, number | null | undefined, number | null>;
  measured_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `order_probes`: an order between its engine run and the merge of its mailbox verdicts (migration 0015). */
export interface OrderProbesTable {
  order_id: string;
  /** The engine's `VerifyReport` of the unprobed results. */
  report: ColumnType<unknown, string, string>;
  unprobed_path: string;
  addresses: number;
  outage: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** `probe_batches`: an order's addresses in domain-grouped batches for the probe workers (migration 0015). */
export interface ProbeBatchesTable {
  id: Generated<string>;
  order_id: string;
  seq: number;
  pending: ColumnType<string[], string, string>;
  /** `MailboxVerdict`s by address. */
  verdicts: ColumnType<Record<string, unknown>, string | undefined, string>;
  retried: ColumnType<number, number | undefined, number>;
  tries: ColumnType<number, number | undefined, number>;
  /** Tries whose addresses were held by the outage breaker (migration 0023). */
  holds: ColumnType<number, number | undefined, number>;
  retry_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  probed_by: ColumnType<string[], string | undefined, string>;
  done: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

/** `mailbox_verdict_cache`: mailbox verdicts by the SHA-256 of the address (migration 0015). */
export interface MailboxVerdictCacheTable {
  address_sha256: string;
  verdict: ColumnType<unknown, string, string>;
  checked_at: Timestamp;
}

/** `mailbox_domain_cache`: catch-all answers by the SHA-256 of the domain (migration 0015). */
export interface MailboxDomainCacheTable {
  domain_sha256: string;
  catch_all: boolean;
  checked_at: Timestamp;
}

export interface BillingCustomersTable {
  user_id: string;
  customer_id: string;
  created_at: Timestamp;
}

export interface BillingSubscriptionsTable {
  id: string;
  user_id: string;
  customer_id: string;
  plan_id: string;
  status: string;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BillingPaymentsTable {
  id: string;
  user_id: string;
  plan_id: string;
  credits: Numeric;
  amount_cents: ColumnType<number, number, number>;
  currency: string;
  credit_transaction_id: string;
  checkout_session_id: string | null;
  subscription_id: string | null;
  invoice_id: string | null;
  payment_intent_id: string | null;
  created_at: Timestamp;
}

export interface BillingWebhookEventsTable {
  id: string;
  type: string;
  outcome: string;
  user_id: string | null;
  received_at: Timestamp;
}

export interface BillingLocalCheckoutSessionsTable {
  id: string;
  user_id: string;
  customer_id: string;
  plan_id: string;
  mode: 'payment' | 'subscription';
  amount_cents: ColumnType<number, number, number>;
  currency: string;
  status: Generated<'open' | 'complete' | 'canceled'>;
  success_url: string;
  cancel_url: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface BillingLocalPortalSessionsTable {
  id: string;
  user_id: string;
  customer_id: string;
  return_url: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Schema {
  orders: OrdersTable;
  order_probes: OrderProbesTable;
  probe_batches: ProbeBatchesTable;
  mailbox_verdict_cache: MailboxVerdictCacheTable;
  mailbox_domain_cache: MailboxDomainCacheTable;
  pricing: PricingTable;
  credit_transactions: CreditTransactionsTable;
  credit_lots: CreditLotsTable;
  credit_allocations: CreditAllocationsTable;
  app_settings: AppSettingsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_rate_limits: AuthRateLimitsTable;
  auth_signing_keys: AuthSigningKeysTable;
  users: UsersTable;
  trial_grants: TrialGrantsTable;
  billing_customers: BillingCustomersTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_payments: BillingPaymentsTable;
  billing_webhook_events: BillingWebhookEventsTable;
  billing_local_checkout_sessions: BillingLocalCheckoutSessionsTable;
  billing_local_portal_sessions: BillingLocalPortalSessionsTable;
  api_keys: ApiKeysTable;
  leads: LeadsTable;
  lead_sales: LeadSalesTable;
  customer_contact_keys: CustomerContactKeysTable;
  pending_customer_contacts: PendingCustomerContactsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  lead_presets: LeadPresetsTable;
  contact_messages: ContactMessagesTable;
  address_verdicts: AddressVerdictsTable;
  bounce_reports: BounceReportsTable;
  bounce_refunds: BounceRefundsTable;
  bounced_verdicts: BouncedVerdictsTable;
  reported_bounces: ReportedBouncesTable;
}

/** `address_verdicts`: what an order or a real-time check called an address, for the bounce guarantee (0028). */
export interface AddressVerdictsTable {
  user_id: string;
  /** The order, or the ledger transaction of the real-time check. */
  source_id: string;
  source: 'order' | 'realtime';
  /**
   * The SHA-256 of the address, as bytes (migration 0033; Buffer or Uint8Array by driver): written and compared as
   * `addressHashBytes(hex)`, read as `addressHashHex(column)`.
   */
  address_sha256: Uint8Array;
  status: 'valid' | 'risky';
  checked_at: Timestamp;
  /** The address's domain, lower-cased (migration 0031); null for verdicts recorded before it. */
  domain: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether a mailbox check called the address catch-all (migration 0031). */
  catch_all: ColumnType<boolean, boolean | undefined, boolean>;
}

/** `reported_bounces`: addresses a customer's settled bounce reports say hard-bounced (migration 0031). */
export interface ReportedBouncesTable {
  user_id: string;
  address_sha256: string;
  /** The latest settled report that named it. */
  report_id: string;
  /** When that report was uploaded: the date of the evidence "reported bounce (date)". */
  reported_at: Timestamp;
}

/** `bounce_reports`: a customer's bounce log and what the guarantee made of it (migration 0028). */
export interface BounceReportsTable {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<BounceReportStatus, BounceReportStatus | undefined, BounceReportStatus>;
  file_name: string | null;
  upload_path: string | null;
  file_path: ColumnType<string | null, string | null | undefined, string | null>;
  file_size: ColumnType<number | null, number | null | undefined, number | null>;
  file_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  format: ColumnType<BounceFormat | null, BounceFormat | null | undefined, BounceFormat | null>;
  /** `BounceSummary` as JSON text; null until processed. */
  summary: ColumnType<BounceSummary | null, string | null | undefined, string | null>;
  refundable_credits: ColumnType<number, number | string | undefined, number | string>;
  review_cap: ColumnType<number, number | string | undefined, number | string>;
  refunded_credits: ColumnType<number, number | string | undefined, number | string>;
  refund_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  duplicate_of: ColumnType<string | null, string | null | undefined, string | null>;
  status_message: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the file retention deleted the report's file; null while kept (migration 0029). */
  file_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When an operator rejected the report; its file then no longer counts as reported (migration 0032). */
  rejected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** `bounce_refunds`: the one refund claim per (order or real-time check, address) (migration 0028). */
export interface BounceRefundsTable {
  source_id: string;
  address_sha256: string;
  user_id: string;
  report_id: string;
  created_at: Timestamp;
}

/** `bounced_verdicts`: per report, each (order, address) whose `valid` verdict a hard bounce contradicted (0029). */
export interface BouncedVerdictsTable {
  report_id: string;
  source_id: string;
  address_sha256: string;
  user_id: string;
  created_at: Timestamp;
}

/** `contact_messages`: what visitors sent through the /contact form, until the retention prune (migration 0025). */
export interface ContactMessagesTable {
  id: Generated<string>;
  topic: ContactTopic;
  name: string;
  email: string;
  company: Generated<string>;
  plan_id: string | null;
  message: string;
  /** SHA-256 (hex) of the sender's Idempotency-Key, or null when none was sent. */
  idempotency_key_hash: string | null;
  /** When the operator's e-mail went out; null until then. */
  notified_at: Timestamp | null;
  created_at: Timestamp;
}

/** `idempotency_keys`: the first answer to each user's `Idempotency-Key`, for 24 hours (migration 0021). */
export interface IdempotencyKeysTable {
  user_id: string;
  /** SHA-256 of the Idempotency-Key, hex. */
  key_hash: string;
  route_id: string;
  /** SHA-256 of the request body, hex. */
  request_hash: string;
  /** Who made the first request: `session` or `apiKey:{id}` (`legacy` for rows before migration 0022). */
  principal: string;
  /** The execution the claim started: what its charges are keyed by (migration 0022). */
  claim_id: Generated<string>;
  /** Null while the first request runs. */
  response_status: number | null;
  /** The sealed answer (base64); null while the first request runs, and for an answer kept as its hash only. */
  response: string | null;
  /** SHA-256 of the answer's body, hex; null while the first request runs (migration 0022). */
  response_sha256: string | null;
  created_at: Timestamp;
}

/** `webhook_endpoints`: where a user's events are POSTed (migration 0017). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  description: string;
  events: ColumnType<WebhookEventType[], string, string>;
  credits_low_threshold: number | null;
  /** The `whsec_` signing secret, kept to sign every delivery. */
  secret: string;
  created_at: Timestamp;
  /** The first failed attempt since the last success; null while it answers (migration 0022_webhook_endpoint_disabled). */
  failing_since: Timestamp | null;
  /** When the endpoint was disabled after `WEBHOOKS_DISABLE_AFTER_DAYS` of failures, and why; null while enabled. */
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
}

/** `webhook_events`: the outbox; one row per event, its id (`msg_…`) the stable `webhook-id`. */
export interface WebhookEventsTable {
  id: string;
  user_id: string;
  type: string;
  payload: ColumnType<WebhookEvent, string, string>;
  created_at: Timestamp;
}

/** `webhook_deliveries`: one event to one endpoint. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  event_id: string;
  status: Generated<WebhookDelivery['status']>;
  next_attempt_at: Timestamp | null;
  created_at: Timestamp;
}

/** `webhook_attempts`: one HTTP try of a delivery. */
export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  attempted_at: Timestamp;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string;
}

/** `api_keys`: a user's API keys; only the SHA-256 hash of each secret is stored. */
export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** What the key may do (migration 0014); `full` for keys made before scopes. */
  scope: Generated<ApiKeyScope>;
  /** When the key stops working; null for never. */
  expires_at: Timestamp | null;
}

/** `leads`: the inventory sold by buy_leads orders (see `api/migrations/0007_leads.sql`). */
export interface LeadsTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone_e164: string;
  title: string;
  seniority: string;
  company: string;
  industry: string;
  company_size_min: number | null;
  company_size_max: number | null;
  country: string;
  region: string | null;
  email_status: 'valid' | 'unknown';
  phone_type: string | null;
  score: number;
  last_verified_at: Timestamp;
  demo: Generated<boolean>;
  retired_at: Timestamp | null;
  retired_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** `lead_presets`: a user's saved ideal customer profiles, unique by name whatever its case (migration 0020). */
export interface LeadPresetsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** The profile as `leadIcpSchema` parsed it; written as its JSON text. */
  icp: ColumnType<LeadIcp, string, string>;
  count: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** `lead_sales`: which customer bought which lead, through which order; one row per (user, lead). */
export interface LeadSalesTable {
  user_id: string;
  lead_id: string;
  order_id: string;
  created_at: Timestamp;
}

/** `customer_contact_keys`: normalised e-mails and E.164 phones of a customer's completed uploads. */
export interface CustomerContactKeysTable {
  user_id: string;
  contact_key: string;
}

/** `pending_customer_contacts`: completed uploads whose contacts are still to record (migration 0034). */
export interface PendingCustomerContactsTable {
  order_id: string;
  user_id: string;
}
