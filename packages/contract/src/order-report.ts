// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { countSchema, timestampSchema } from './common';

// The breakdowns behind a completed order's report (issue 22): the dashboard charts them and `leadproof orders
// show` prints them. They sit in `stats` beside the headline counts and are optional, so orders completed before
// they existed still parse. What was not charged is not repeated here: the order's `billing` says it.

/** Most entries a top-N list of the report holds. */
export const ORDER_REPORT_TOP_N = 10;

/** A code (a reason or a line type) and the rows that have it. */
export const orderReportCountSchema = z.object({
  code: z
    .string()
    .describe('The code as the results file writes it, e.g. typo, disposable, mailbox_not_found, mobile'),
  rows: countSchema,
});

/** Valid phone numbers by line type (`lp_phone_type`), most rows first. */
export const orderPhoneTypesSchema = z
  .array(orderReportCountSchema)
  .describe('Valid phone numbers by line type (lp_phone_type: mobile, fixed_line, voip…), most rows first');

/**
 * The most frequent reasons (`lp_email_reason` or `lp_phone_reason`), most rows first, at most
 * {@link ORDER_REPORT_TOP_N}. A row with several reasons counts once under each.
 */
export const orderTopReasonsSchema = z
  .array(orderReportCountSchema)
  .max(ORDER_REPORT_TOP_N)
  .describe(
    'The most frequent reasons, most rows first (at most 10); a row counts once under each of its reasons',
  );

/**
 * Duplicate rows by why they matched a kept row (`lp_duplicate_reason`): one e-mail address, one phone number, or
 * a similar name agreeing with other fields (`similar_name+company…`).
 */
export const orderDuplicateReasonsSchema = z
  .object({ sameEmail: countSchema, samePhone: countSchema, similarName: countSchema })
  .describe(
    'Duplicate rows by reason: same e-mail, same phone, or a similar name with other fields agreeing',
  );

/** One bucket of the connect-score histogram: rows scoring `from` to `to` inclusive. */
export const orderScoreBucketSchema = z.object({
  from: z.number().int().min(0).max(100),
  to: z.number().int().min(0).max(100),
  rows: countSchema,
});

/** The connect scores in ten buckets of ten points (0–9, …, 90–100). */
export const orderScoreHistogramSchema = z
  .array(orderScoreBucketSchema)
  .describe('Rows per connect-score bucket of ten points: 0–9, 10–19, …, 90–100');

/** A suggested correction of a mistyped e-mail domain and the rows that got it. */
export const orderSuggestionSchema = z.object({
  from: z.string().describe('The domain as typed, e.g. gmial.com'),
  to: z.string().describe('The domain suggested in lp_email_suggestion, e.g. gmail.com'),
  rows: countSchema,
});

/** The most frequent suggested corrections, most rows first, at most {@link ORDER_REPORT_TOP_N}. */
export const orderTopSuggestionsSchema = z
  .array(orderSuggestionSchema)
  .max(ORDER_REPORT_TOP_N)
  .describe('The most frequent suggested corrections of e-mail domains, most rows first (at most 10)');

/**
 * The order's accuracy as its customer measured it (issue 37): of the distinct addresses it called `valid`, how many
 * the customer's bounce reports say hard-bounced (a missing mailbox). `accuracy` is 1 − reportedHardBounces /
 * validAddresses, a fraction from 0 to 1. Only settled reports count: one awaiting the operator's review counts once
 * approved, a rejected one never. Null until a report touches the order (docs/bounces.md, "Measured accuracy").
 */
export const orderMeasuredAccuracySchema = z
  .object({
    validAddresses: countSchema.describe('Distinct addresses the order called valid'),
    reportedHardBounces: countSchema.describe(
      'Of those, the addresses your bounce reports say hard-bounced (no such mailbox)',
    ),
    accuracy: z.number().min(0).max(1).describe('1 − reportedHardBounces / validAddresses, from 0 to 1'),
    measuredAt: timestampSchema.describe('When the last bounce report that touched the order was settled'),
  })
  .describe("The order's accuracy measured by your bounce reports");

export type OrderMeasuredAccuracy = z.infer<typeof orderMeasuredAccuracySchema>;
export type OrderReportCount = z.infer<typeof orderReportCountSchema>;
export type OrderDuplicateReasons = z.infer<typeof orderDuplicateReasonsSchema>;
export type OrderScoreBucket = z.infer<typeof orderScoreBucketSchema>;
export type OrderSuggestion = z.infer<typeof orderSuggestionSchema>;
