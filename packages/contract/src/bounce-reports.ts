// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema, offsetPageSchema, offsetPagingShape, timestampSchema } from './common';
import { uploadTicketSchema } from './orders';

/**
 * A bounce report's life: `pending` until its file is uploaded and confirmed, `processing` while the job reads it,
 * then `completed` (refund made, or nothing to refund), `awaiting_review` (a refund above the cap waits for the
 * operator), `duplicate` (the same file was reported before: nothing changes) or `failed` (the file could not be
 * read; `statusMessage` says what to fix).
 */
export const bounceReportStatusSchema = z.enum([
  'pending',
  'processing',
  'completed',
  'awaiting_review',
  'duplicate',
  'failed',
]);

/** The bounce exports a report is read as (`generic`: an e-mail column plus a status or diagnostic column). */
export const bounceFormatSchema = z.enum([
  'mailchimp_cleaned',
  'mailchimp_bounced',
  'sendgrid',
  'postmark',
  'mailgun',
  'ses_json',
  'ses_csv',
  'brevo',
  'hubspot',
  'instantly',
  'lemlist',
  'apollo',
  'generic',
]);

/** The reported bounces of a report by kind: only `hard` (the mailbox does not exist) can be refunded. */
export const bounceCountsSchema = z.object({
  hard: countSchema,
  /** Mailbox full, greylisted, throttled, blocked by policy or as spam: the address may still exist. */
  soft: countSchema,
  /** A bounce whose code and words say too little to tell. */
  unknown: countSchema,
});

/** Hard bounces of addresses one order (or the real-time checks) called `valid`, and what came back for them. */
export const bounceMatchSchema = z.object({
  /** The order that called the addresses valid; null for real-time checks. */
  orderId: z.string().nullable(),
  /** Hard-bounced addresses this order called `valid` within the guarantee's 60 days. */
  validHardBounces: countSchema,
  /** Of those, the ones this report refunds (or would, once approved): each (order, address) is refunded once. */
  refundable: countSchema,
  /** The rows the order was charged for (a real-time check is one row each). */
  chargedRows: countSchema,
});

/** Why some reported addresses gave nothing back. */
export const bounceNotRefundableReasonSchema = z.enum([
  'soft_bounce',
  'unknown_bounce',
  'not_checked',
  'called_risky',
  'already_refunded',
  /** Held by another report that awaits the operator's review: refunded once, by whichever report is approved. */
  'awaiting_review',
]);

export const bounceNotRefundableSchema = z.object({
  reason: bounceNotRefundableReasonSchema,
  addresses: countSchema,
  /** The reason in words, for people. */
  message: z.string(),
  /** For `awaiting_review`: the reports that hold the addresses. */
  reportIds: z.array(z.string()).optional(),
});

/** A bounce report: the customer's bounce log and what the guarantee made of it. */
export const bounceReportSchema = z.object({
  id: z.string(),
  status: bounceReportStatusSchema,
  /** The uploaded file's base name, when one was given. */
  fileName: z.string().nullable(),
  format: bounceFormatSchema.nullable(),
  /** Why the report failed, or what it waits for; null otherwise. */
  statusMessage: z.string().nullable(),
  /** For a `duplicate`: the report that already counted this file. */
  duplicateOf: z.string().nullable(),
  /** Data rows read (for SES JSON lines: notifications). Null until processed. */
  rowsRead: countSchema.nullable(),
  /** Distinct addresses by their worst reported bounce. Null until processed. */
  bounces: bounceCountsSchema.nullable(),
  /** Per order (and one entry for real-time checks), the hard bounces of addresses we called `valid`. */
  matched: z.array(bounceMatchSchema),
  /** Credits given back by this report (0 while awaiting review). */
  refundedCredits: z.number().nonnegative(),
  /** The refund the report asks for: `refundedCredits` once given, or what waits for review. */
  refundableCredits: z.number().nonnegative(),
  /**
   * The part of the refund that fits each order's room: 5 % of its charged rows (real-time checks as one source),
   * less what earlier reports took or hold for it, cumulative per order. A report asking more than this waits for
   * the operator.
   */
  reviewCap: z.number().nonnegative(),
  notRefundable: z.array(bounceNotRefundableSchema),
  createdAt: timestampSchema,
  completedAt: timestampSchema.nullable(),
  /**
   * When the report's file (the bounce log) was deleted: by the file retention, `FILE_RETENTION_DAYS` after the
   * report ended. The report and its figures stay. Null while the file is kept.
   */
  fileDeletedAt: timestampSchema.nullable().optional(),
});

/** `POST /api/bounce-reports` body: the file's name, for the history. */
export const bounceReportCreateBodySchema = z.object({
  fileName: z.string().max(1000).optional(),
});

/** `POST /api/bounce-reports` response: the new report and the signed ticket to upload its file with. */
export const bounceReportCreateResponseSchema = z.object({
  report: bounceReportSchema,
  upload: uploadTicketSchema,
});

/** `GET /api/bounce-reports` query. */
export const bounceReportListQuerySchema = z.object(offsetPagingShape);

export const bounceReportListResponseSchema = offsetPageSchema(bounceReportSchema);

export type BounceReportStatus = z.infer<typeof bounceReportStatusSchema>;
export type BounceFormat = z.infer<typeof bounceFormatSchema>;
export type BounceCounts = z.infer<typeof bounceCountsSchema>;
export type BounceMatch = z.infer<typeof bounceMatchSchema>;
export type BounceNotRefundableReason = z.infer<typeof bounceNotRefundableReasonSchema>;
export type BounceNotRefundable = z.infer<typeof bounceNotRefundableSchema>;
export type BounceReport = z.infer<typeof bounceReportSchema>;
export type BounceReportCreateBody = z.input<typeof bounceReportCreateBodySchema>;
export type BounceReportCreateResponse = z.infer<typeof bounceReportCreateResponseSchema>;
export type BounceReportListQuery = z.input<typeof bounceReportListQuerySchema>;
export type BounceReportListResponse = z.infer<typeof bounceReportListResponseSchema>;
