/**
 * The shape of an API key secret: `lp_live_` and 32 base62 characters (≈190 random bits), its short
 * non-secret prefix for display, and the hash that is stored instead of the secret.
 */
import { createHash, randomInt } from 'node:crypto';

/** Every secret starts with this, so a bearer token that is an API key is told from a JWT at a glance. */
export const API_KEY_SECRET_PREFIX = 'lp_live_';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
// What a list shows: the fixed part plus 4 random characters (24 of the 190 bits), enough to tell keys apart.
const DISPLAY_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 4;
const SECRET_PATTERN = new RegExp(`^${API_KEY_SECRET_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

/** A new secret, the prefix to display, and the hash to store. */
export type NewApiKeySecret = { secret: string; prefix: string; hash: string };

/** Generates a new API key secret from the CSPRNG (base62, no modulo bias: `randomInt` rejects). */
export function generateApiKeySecret(): NewApiKeySecret {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  const secret = `${API_KEY_SECRET_PREFIX}${random}`;
  return { secret, prefix: secret.slice(0, DISPLAY_PREFIX_LENGTH), hash: hashApiKeySecret(secret) };
}

/**
 * Hex SHA-256 of a secret. A fast hash is enough here (unlike passwords): the secret has ~190 bits of
 * entropy, so a leaked hash cannot be brute-forced, and lookups stay one indexed equality.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True when a bearer token is meant as an API key (starts with `lp_`), well-formed or not. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('lp_');
}

/** True when `token` has exactly the shape of a secret this server issues. */
export function isWellFormedApiKey(token: string): boolean {
  return SECRET_PATTERN.test(token);
}
