import { randomBytes } from 'node:crypto';

/** Bytes of a new signing key; Standard Webhooks asks for 24 to 64. */
const SECRET_BYTES = 32;

/** A new Standard Webhooks signing secret: `whsec_` and the base64 of a random key. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}
