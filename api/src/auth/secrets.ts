import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a secret, as stored in the database instead of the secret itself. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
