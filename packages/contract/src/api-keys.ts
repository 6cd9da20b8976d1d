// Before any schema is built (see the file).
import './zod-without-eval';
import { z } from 'zod';
import { apiKeyScopeSchema } from './api-key-scopes';
import { timestampSchema } from './common';

/** An API key as listed: never the secret, only its first characters (`prefix`) to recognise it. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  /** What the key may do; see `apiKeyScopeSchema`. */
  scope: apiKeyScopeSchema,
  /** When the key stops working, or null for never. */
  expiresAt: timestampSchema.nullable(),
});

/** `POST /api/api-keys` body: `scope` defaults to `full`, as keys were before scopes existed. */
export const apiKeyCreateBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  scope: apiKeyScopeSchema.default('full'),
  // Checked against the clock when the body is parsed: a key that is born expired is a mistake.
  expiresAt: timestampSchema
    .nullable()
    .default(null)
    .refine((value) => value === null || Date.parse(value) > Date.now(), 'expiresAt must be in the future'),
});

/** `POST /api/api-keys` response: the key with its secret, shown this once and never again. */
export const apiKeyCreateResponseSchema = apiKeySchema
  .omit({ lastUsedAt: true })
  .extend({ secret: z.string().min(1) });

/** `GET /api/api-keys` response: the user's keys that are not revoked. */
export const apiKeyListResponseSchema = z.object({ items: z.array(apiKeySchema) });

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;
export type ApiKeyCreateResponse = z.infer<typeof apiKeyCreateResponseSchema>;
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;
