// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { errorResponseSchema } from './error';

/** Longest value of one field the real-time check reads (the bulk path's cell cap). */
const FIELD_MAX = 1024;
const field = z.string().max(FIELD_MAX, `must be at most ${FIELD_MAX} characters`).optional();

/** One contact to verify: the columns of one row of a list. At least `email` or `phone`. */
export const verifyContactSchema = z.object({
  email: field,
  phone: field,
  /** ISO code or country name: the region of a phone number written without its country code. */
  country: field,
  /** State or province, e.g. `CA` or `California`. */
  state: field,
  firstName: field,
  lastName: field,
  company: field,
  /** Job title, for the seniority. */
  title: field,
  website: field,
});

const EMAIL_OR_PHONE = 'Give an email or a phone to verify.';

/** A contact needs an e-mail or a phone: without both, each field is named, since either would do. */
function requireEmailOrPhone(
  contact: { email?: string | undefined; phone?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (contact.email?.trim() || contact.phone?.trim()) return;
  for (const field of ['email', 'phone'])
    ctx.addIssue({ code: 'custom', message: EMAIL_OR_PHONE, path: [field] });
}

/** How long a call may take, in milliseconds: what is not decided by then comes back `unknown` (`timeout`). */
export const verifyTimeoutSchema = z.number().int().min(100).max(30_000).default(10_000);

/** `POST /api/verify`: one contact and the call's deadline. */
export const verifyContactBodySchema = verifyContactSchema
  .extend({
    timeoutMs: verifyTimeoutSchema,
    /**
     * Answer as NDJSON (`application/x-ndjson`), one `VerifyStreamEvent` a line: the verdict of the offline and DNS
     * checks as soon as it is known (when a mailbox check follows), then the result. Same checks, same charge.
     */
    stream: z.boolean().optional(),
  })
  .superRefine(requireEmailOrPhone);

/**
 * The 422 codes of `/api/verify` and `/api/verify/batch`: a contact a check can read nothing from, refused before
 * any charge. `phone_country_required` when a national number without a country is all there is (send `country`);
 * `contact_unreadable` for text that is neither an e-mail address nor a phone number.
 */
export const verifyInputErrorCodes = ['contact_unreadable', 'phone_country_required'] as const;
export type VerifyInputErrorCode = (typeof verifyInputErrorCodes)[number];

/** `POST /api/verify/batch`: up to 100 contacts, answered in input order under one deadline. */
export const verifyBatchBodySchema = z.object({
  contacts: z
    .array(verifyContactSchema.superRefine(requireEmailOrPhone))
    .min(1, 'must hold at least one contact')
    .max(100, 'must hold at most 100 contacts'),
  timeoutMs: verifyTimeoutSchema,
});

/** The verdict of one contact: the same facts as one row of a results file (docs/results-format.md). */
export const contactVerdictSchema = z.object({
  email: z.object({
    /** The normalized address (`lp_email`), or the cleaned input when it is not an address. */
    normalized: z.string(),
    status: z.enum(['valid', 'risky', 'unknown', 'invalid', 'missing']),
    /** `lp_email_reason` codes, e.g. `disposable`, `mailbox_not_found`, `timeout`. */
    reasons: z.array(z.string()),
    suggestion: z.string(),
    /** The mailbox check's evidence, empty when it did not run: the decisive SMTP reply, the MX host, when. */
    smtp: z.string(),
    mx: z.string(),
    checkedAt: z.string(),
  }),
  phone: z.object({
    e164: z.string(),
    status: z.enum(['valid', 'invalid', 'missing']),
    type: z.string(),
    reason: z.string(),
    extension: z.string(),
  }),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  country: z.string(),
  state: z.string(),
  seniority: z.string(),
  websiteDomain: z.string(),
  /** Connect score, 0–100, and what made it. */
  score: z.number().int().min(0).max(100),
  scoreReasons: z.array(z.object({ code: z.string(), points: z.number() })),
});

/** `POST /api/verify`'s answer: the verdict and the credits the check cost (0 when nothing was decided). */
export const verifyContactResponseSchema = contactVerdictSchema.extend({
  creditsCharged: z.number().nonnegative(),
});

/**
 * One line of `POST /api/verify`'s streamed answer (`stream: true`): `provisional` (the offline and DNS verdict,
 * only when a mailbox check follows), then `result` (the answer the JSON call gives), or `error` when the check
 * failed after the answer began (`status` is the HTTP status it would have had, e.g. 402).
 */
export const verifyStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('provisional'), verdict: contactVerdictSchema }),
  z.object({ type: z.literal('result'), result: verifyContactResponseSchema }),
  z.object({ type: z.literal('error'), status: z.number().int(), error: errorResponseSchema.shape.error }),
]);

/** `POST /api/verify/batch`'s answer: the verdicts in input order and what the call cost in all. */
export const verifyBatchResponseSchema = z.object({
  results: z.array(contactVerdictSchema),
  creditsCharged: z.number().nonnegative(),
});

export type VerifyContact = z.infer<typeof verifyContactSchema>;
export type VerifyContactBody = z.input<typeof verifyContactBodySchema>;
export type VerifyBatchBody = z.input<typeof verifyBatchBodySchema>;
export type ContactVerdict = z.infer<typeof contactVerdictSchema>;
export type VerifyContactResponse = z.infer<typeof verifyContactResponseSchema>;
export type VerifyBatchResponse = z.infer<typeof verifyBatchResponseSchema>;
export type VerifyStreamEvent = z.infer<typeof verifyStreamEventSchema>;
