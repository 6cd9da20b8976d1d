// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { apiKeyScopeSchema } from './api-key-scopes';

/** `GET /api/users/me`: who the bearer token (session or API key) belongs to. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  /** Present when the call was made with an API key: what the key may do, and when it stops working (null: never). */
  apiKey: z.object({ scope: apiKeyScopeSchema, expiresAt: z.string().datetime().nullable() }).optional(),
});

/** `GET /api/users/me/balance`: the signed-in user's credits (derived from the ledger). */
export const balanceResponseSchema = z.object({ balance: z.number() });

/**
 * `DELETE /api/users/me` body: the account's password again, so a session left open on a shared machine (or a
 * stolen access token) cannot close the account. Checked against the auth server in either mode.
 */
export const accountDeleteBodySchema = z.object({ password: z.string().min(1).max(1024) });

/** A name as the account shows it: trimmed, not empty, at most 100 characters. */
const personNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters');

/**
 * `PATCH /api/users/me` body: the fields to change, at least one; the others stay. `company` empty or null removes
 * it. The e-mail address and the password change at the auth server, which asks for the current password.
 */
export const userProfileUpdateBodySchema = z
  .strictObject({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    company: z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .nullable()
      .optional()
      .transform((company) => (company === '' ? null : company)),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of firstName, lastName and company.',
  });

export type UserProfile = z.infer<typeof userProfileSchema>;
/** What `PATCH /api/users/me` takes. */
export type UserProfileUpdateBody = z.input<typeof userProfileUpdateBodySchema>;
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
