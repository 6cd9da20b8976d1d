/**
 * Remembers access tokens that passed verification for a short while, so a client's every request
 * does not pay the ES256 signature check again (about a fifth of the server's CPU per request under load).
 * Keyed by the whole token string: only the exact same bytes hit. An entry lives at most `ttlMs` and never
 * past the token's own expiry, and never once `stillTrusted` says no (the built-in server's retired signing key);
 * otherwise a signing key withdrawn from the JWKS stops working within `ttlMs`.
 */
import type { AccessTokenVerifier, TokenUser } from './access-token-verifier';

export type VerifiedTokenCacheOptions = {
  /** How long a verified token is trusted without checking it again. @default 60_000 */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. @default 10_000 */
  maxEntries?: number;
  /** Asked on every hit, for what can end before the entry does; false verifies the token again. */
  stillTrusted?: (token: string) => boolean;
  now?: () => number;
};

type Entry = { user: TokenUser; until: number };

/** Wraps `verify` with a cache of recently verified tokens. Failed verifications are never cached. */
export function cachingTokenVerifier(
  verify: AccessTokenVerifier,
  {
    ttlMs = 60_000,
    maxEntries = 10_000,
    stillTrusted = () => true,
    now = Date.now,
  }: VerifiedTokenCacheOptions = {},
): AccessTokenVerifier {
  const entries = new Map<string, Entry>();
  return async (token) => {
    const hit = entries.get(token);
    if (hit && hit.until > now() && stillTrusted(token)) return hit.user;
    if (hit) entries.delete(token);
    const user = await verify(token);
    const until = Math.min(now() + ttlMs, expiresAtMs(token));
    if (until > now()) {
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { user, until });
    }
    return user;
  };
}

/** The `exp` claim of a token that just passed verification, in ms; 0 (do not cache) if absent. */
function expiresAtMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}
