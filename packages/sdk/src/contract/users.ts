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

export type UserProfile = z.infer<typeof userProfileSchema>;
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
