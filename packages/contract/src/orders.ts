// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema, offsetPageSchema, offsetPagingShape, timestampSchema } from './common';
import { buyLeadsRequestDetailsSchema } from './leads';
import {
  orderDuplicateReasonsSchema,
  orderMeasuredAccuracySchema,
  orderPhoneTypesSchema,
  orderScoreHistogramSchema,
  orderTopReasonsSchema,
  orderTopSuggestionsSchema,
} from './order-report';

/** Order types: a CSV the customer uploads, or leads we source for them. */
export const orderTypeSchema = z.enum(['upload_csv', 'buy_leads']);

/** Formats of an uploaded list: a CSV file, or an Excel `.xlsx` workbook (one of its sheets is verified). */
export const uploadFormatSchema = z.enum(['csv', 'xlsx']);

/**
 * The sheet of an .xlsx upload to verify: its name as Excel shows it on the tab (any case, spaces around it ignored),
 * or, when no sheet has that name, a whole number as its 1-based position among the workbook's worksheets (hidden
 * ones count; chart sheets, which hold no cells, do not). Absent: the first visible worksheet. Excel caps names at
 * 31 characters; 255 leaves room for other programs.
 */
export const uploadSheetSchema = z.string().trim().min(1).max(255);

/** Order statuses, in the order an order goes through them; only the server moves an order between them. */
export const orderStatuses = ['pending', 'in_progress', 'completed', 'needs_fix', 'failed'] as const;

/** One of `orderStatuses`. */
export const orderStatusSchema = z.enum(orderStatuses);

/** Which CSV of an order: the upload, or the verified results. */
export type OrderFile = 'original' | 'results';

/**
 * The mailbox check of an order in progress: addresses whose mail server has answered (or that were given up on)
 * out of those to ask, and when the ones with a temporary answer (greylisting) are asked again.
 */
export const orderMailboxProgressSchema = z.object({
  addressesChecked: countSchema,
  addressesTotal: countSchema,
  /** Every address left had a temporary answer and waits for `retryAt`. */
  waitingForRetry: z.boolean(),
  retryAt: timestampSchema.nullable(),
});

/** Processing progress of an order while its job runs. */
export const orderProgressSchema = z.object({
  rowsProcessed: countSchema,
  rowsTotal: countSchema,
  /** `verifying`: the rows go through the checks; `probing`: the mailbox check asks mail servers. */
  phase: z.enum(['verifying', 'probing']).optional(),
  /** Present in the `probing` phase. */
  mailbox: orderMailboxProgressSchema.optional(),
});

/**
 * What the mailbox check (an SMTP probe of each address's mail server) did for a completed order. `checked` false:
 * it did not run, and e-mail verdicts rest on syntax and DNS. `outage`: outbound SMTP looked blocked, so the
 * addresses left were given `unknown` (smtp_unavailable). `note` says either in words.
 */
export const orderMailboxStatsSchema = z.object({
  checked: z.boolean(),
  addresses: countSchema,
  valid: countSchema,
  invalid: countSchema,
  risky: countSchema,
  unknown: countSchema,
  catchAllDomains: countSchema,
  retried: countSchema,
  outage: z.boolean(),
  note: z.string().nullable(),
});

/** What verification found, for a completed order (counts of rows). */
export const orderStatsSchema = z.object({
  emails: z.object({
    valid: countSchema,
    invalid: countSchema,
    risky: countSchema,
    unknown: countSchema,
    missing: countSchema,
  }),
  phones: z.object({ valid: countSchema, invalid: countSchema, missing: countSchema }),
  duplicates: countSchema,
  /** Mean connect score (0–100) over the rows, null when there were none. */
  meanScore: z.number().min(0).max(100).nullable(),
  /** The mailbox check; absent for orders completed before it existed. */
  mailbox: orderMailboxStatsSchema.optional(),
  // The report's breakdowns (contract/order-report.ts); absent for orders completed before they existed.
  phoneTypes: orderPhoneTypesSchema.optional(),
  emailReasons: orderTopReasonsSchema.optional(),
  phoneReasons: orderTopReasonsSchema.optional(),
  duplicateReasons: orderDuplicateReasonsSchema.optional(),
  scoreHistogram: orderScoreHistogramSchema.optional(),
  suggestions: orderTopSuggestionsSchema.optional(),
});

/**
 * The itemised receipt of an `upload_csv` order. `held` is what upload-complete debited for `rowsCounted` rows;
 * when the order ends, the billable rows are `charged` and the rest comes back as one refund: `duplicates` of an
 * earlier row and `unverifiable` rows (no check could decide anything) are not charged, and a failed order is
 * refunded whole. The last four are null until the order ends (and the two counts stay null for a failed one).
 */
export const orderBillingSchema = z.object({
  rowsCounted: countSchema,
  held: z.number().nonnegative(),
  duplicates: countSchema.nullable(),
  unverifiable: countSchema.nullable(),
  charged: z.number().nonnegative().nullable(),
  refunded: z.number().nonnegative().nullable(),
});

/** An order as every order route returns it. */
export const orderSchema = z.object({
  id: z.string(),
  type: orderTypeSchema,
  /**
   * The name of the uploaded file (`acme-leads.csv`), as the API stored it: a base name without folders or control
   * characters, at most 255 characters. Null for lead purchases and uploads sent without one; absent only in webhook
   * events recorded before it existed. Downloads are named after it (`orderDownloadFileName`).
   */
  fileName: z.string().nullable().optional(),
  /**
   * The sheet of an .xlsx upload that is verified, as the order was created with it (`requestDetails.sheet`); null
   * when none was chosen (the workbook's first visible worksheet) and for CSV uploads and lead purchases. Absent only
   * in webhook events recorded before it existed.
   */
  sheet: z.string().nullable().optional(),
  /**
   * The format of the uploaded file, from upload-complete on: `csv` or `xlsx` (an Excel workbook), read from its
   * bytes. The original's download follows it (`acme-leads.original.xlsx`). Null before upload-complete, for lead
   * purchases, and for uploads confirmed before it was recorded (those are CSV).
   */
  originalFormat: uploadFormatSchema.nullable().optional(),
  status: orderStatusSchema,
  createdAt: timestampSchema,
  /** Data rows, known once the upload is complete (the dashboard shows N/A until then). */
  rowCount: countSchema.nullable(),
  /** Credits the order costs, net of refunds (the dashboard shows 0 when null); the hold while it runs. */
  creditsUsed: z.number().nonnegative().nullable(),
  /**
   * Set once the results file was written; the Results tab is enabled only then. It stays set after the files are
   * deleted (`filesDeletedAt`), when the downloads answer 410 `files_deleted`.
   */
  resultFilePath: z.string().nullable(),
  progress: orderProgressSchema.optional(),
  /** Why an order is `needs_fix` or `failed`, in words for the customer. */
  statusMessage: z.string().nullable().optional(),
  stats: orderStatsSchema.optional(),
  /** The itemised receipt of an `upload_csv` order, from upload-complete on. */
  billing: orderBillingSchema.optional(),
  /** A `buy_leads` order served from the demo inventory (fictitious people); absent otherwise. */
  demo: z.boolean().optional(),
  /** The profile and count a `buy_leads` order was bought with; absent for uploads. */
  leadRequest: buyLeadsRequestDetailsSchema.optional(),
  /**
   * When the order's stored files (the uploaded list, the results) were deleted: by the file retention, or on
   * request (`DELETE /api/orders/{id}/files`). The order, its figures and its receipt stay; its downloads answer
   * 410 `files_deleted`. Null while the files are kept. Absent only in webhook events recorded before it existed.
   */
  filesDeletedAt: timestampSchema.nullable().optional(),
  /**
   * When the file retention deletes them (`FILE_RETENTION_DAYS` after the order ended; the job runs hourly, so
   * within the hour after). Null while the order is open, when files are kept forever, and once they are deleted.
   */
  filesDeleteAt: timestampSchema.nullable().optional(),
  /**
   * What the customer's bounce reports measured of the order's `valid` verdicts (`orderMeasuredAccuracySchema`):
   * null until a report's hard bounce hits an address the order called valid. Absent only in webhook events
   * recorded before it existed.
   */
  measuredAccuracy: orderMeasuredAccuracySchema.nullable().optional(),
});

/** `POST /api/orders` body of an `upload_csv` order: `requestDetails` carries `source` and free details. */
export const uploadCsvOrderBodySchema = z.object({
  type: z.literal('upload_csv'),
  // Unknown keys are dropped: what is stored per order is bounded by these fields.
  requestDetails: z.object({
    /** Where the order comes from, e.g. `dashboard`, `cli`, `sdk`. */
    source: z.string().min(1).max(100),
    /** The file's name; the API keeps its base name, without folders or control characters (`Order.fileName`). */
    fileName: z.string().max(1000).optional(),
    /**
     * The sheet of an .xlsx upload to verify (`uploadSheetSchema`); the first visible worksheet when absent. A
     * name the workbook lacks is refused at upload-complete, naming the sheets it has, before anything is charged;
     * so is a sheet for a CSV file, which has none.
     */
    sheet: uploadSheetSchema.optional(),
  }),
});

/**
 * `POST /api/orders` body of a `buy_leads` order: the ideal customer profile and how many leads.
 * Debited on creation (`count × buy_leads price`); 402 when the balance is short.
 */
export const buyLeadsOrderBodySchema = z.object({
  type: z.literal('buy_leads'),
  requestDetails: buyLeadsRequestDetailsSchema,
});

/** `POST /api/orders` body: one shape per order type. */
export const orderCreateBodySchema = z.discriminatedUnion('type', [
  uploadCsvOrderBodySchema,
  buyLeadsOrderBodySchema,
]);

/** `POST /api/orders` response. */
export const orderCreateResponseSchema = z.object({ id: z.string() });

/** `GET /api/orders` `status`: one status, or several separated by commas (`pending,in_progress`). */
export const orderStatusFilterSchema = z
  .string()
  .describe('One status, or several separated by commas, e.g. `pending,in_progress`')
  // One message on `status` itself, naming the values, rather than zod's per-item `status.0`.
  .refine((value) => value.split(',').every((each) => orderStatusSchema.safeParse(each).success), {
    message: `must be one or more of ${orderStatusSchema.options.join(', ')}, separated by commas`,
  })
  .transform((value) => value.split(',') as OrderStatus[]);

/** `GET /api/orders` `sort`: by creation time, newest first (`-createdAt`, the default) or oldest first (`createdAt`). */
export const orderListSortSchema = z.enum(['-createdAt', 'createdAt']);

/**
 * `GET /api/orders` `measured`: `true` keeps only the orders a bounce report measured (`measuredAccuracy` set),
 * `false` only those it did not; the dashboard's accuracy trend reads the first.
 */
export const orderMeasuredFilterSchema = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((value) => value === 'true');

/**
 * `GET /api/orders` query: one page, newest first unless `sort` says otherwise (page size 20, at most 100, as the
 * transactions), optionally only the orders of the statuses named, or only those measured (or not) by bounce reports.
 */
export const orderListQuerySchema = z.object({
  status: orderStatusFilterSchema.optional(),
  measured: orderMeasuredFilterSchema.optional(),
  sort: orderListSortSchema.default('-createdAt'),
  ...offsetPagingShape,
});

/** How many orders the user has, in all and of each status, whatever the page and filter. */
export const orderCountsSchema = z.object({
  all: countSchema,
  pending: countSchema,
  in_progress: countSchema,
  completed: countSchema,
  needs_fix: countSchema,
  failed: countSchema,
});

/**
 * `GET /api/orders` response: a page of the user's orders, in the `sort` asked for; a non-null `nextOffset` means more.
 * `counts` are the user's totals per status (for tabs), independent of `status`, `limit` and `offset`.
 */
export const orderListResponseSchema = offsetPageSchema(orderSchema).extend({ counts: orderCountsSchema });

/** `POST /api/orders/{id}/upload-url` response: a signed upload ticket for Supabase Storage. */
export const uploadTicketSchema = z.object({
  path: z.string().min(1),
  token: z.string().min(1),
  bucket: z.string().min(1),
});

/** `POST /api/orders/{id}/upload-complete` body: the path of the ticket. Response: the order. */
export const uploadCompleteBodySchema = z.object({ path: z.string().min(1) });

/** `GET /api/orders/{id}/csv/{original|results}` query: `limit` keeps the first N data rows (previews). */
export const orderCsvQuerySchema = z.object({ limit: z.coerce.number().int().min(1).optional() });

/**
 * Subsets of the results file (docs/results-format.md, "Filtered downloads"): `clean` keeps the rows safe to send
 * (no duplicate, no invalid or risky e-mail, no invalid phone, and a valid or unknown e-mail or a valid phone);
 * `invalid` keeps rows with an invalid e-mail or phone; `duplicates` keeps the rows marked as duplicates of a kept row.
 */
export const orderResultsFilterSchema = z.enum(['clean', 'invalid', 'duplicates']);

/**
 * File formats of a results download: `csv` (the results file, formula-guarded) or `xlsx` (an Excel workbook of the
 * same rows: text cells as the customer typed them, phones and ids as text, dates as dates, header row frozen).
 */
export const orderResultsFormatSchema = z.enum(['csv', 'xlsx']);

/**
 * `GET /api/orders/{id}/csv/results` query: `filter` keeps one subset of the rows; `limit` counts after it; `format`
 * chooses CSV (the default) or an .xlsx workbook.
 */
export const orderResultsCsvQuerySchema = orderCsvQuerySchema.extend({
  filter: orderResultsFilterSchema.optional(),
  format: orderResultsFormatSchema.optional(),
});

export type OrderType = z.infer<typeof orderTypeSchema>;
export type UploadFormat = z.infer<typeof uploadFormatSchema>;
export type OrderResultsFormat = z.infer<typeof orderResultsFormatSchema>;
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderProgress = z.infer<typeof orderProgressSchema>;
export type OrderMailboxProgress = z.infer<typeof orderMailboxProgressSchema>;
export type OrderMailboxStats = z.infer<typeof orderMailboxStatsSchema>;
export type OrderStats = z.infer<typeof orderStatsSchema>;
export type OrderBilling = z.infer<typeof orderBillingSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type UploadCsvOrderBody = z.input<typeof uploadCsvOrderBodySchema>;
export type BuyLeadsOrderBody = z.input<typeof buyLeadsOrderBodySchema>;
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListSort = z.infer<typeof orderListSortSchema>;
export type OrderCounts = z.infer<typeof orderCountsSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
export type UploadCompleteBody = z.infer<typeof uploadCompleteBodySchema>;
export type OrderResultsFilter = z.infer<typeof orderResultsFilterSchema>;
export type OrderResultsCsvQuery = z.infer<typeof orderResultsCsvQuerySchema>;
export type OrderCsvQuery = z.infer<typeof orderCsvQuerySchema>;
