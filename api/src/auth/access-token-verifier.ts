/**
 * Verifies the bearer access tokens `/api` receives: signature against the auth server's JWKS
 * (cached 10 minutes), expiry, audience and issuer. The same check for the built-in server and Supabase.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { AUDIENCE } from './access-tokens';

export const JWKS_CACHE_MS = 10 * 60 * 1000;

export type TokenUser = {
  id: string;
  email: string;
  firstName: string | undefined;
  lastName: string | undefined;
  company: string | undefined;
  /** A Supabase anonymous sign-in (`is_anonymous`), or a token with no e-mail: never given a free trial. */
  anonymous: boolean;
  /** The `session_id` claim: the sign-in the token belongs to. */
  sessionId: string | undefined;
  /** The `iat` claim: a newer token's e-mail replaces an older one's in `users` (`users/ensure-user.ts`). */
  issuedAt?: Date | undefined;
};

/** Thrown for any token that must not be accepted; the message says why, for logs only. */
export class InvalidAccessTokenError extends Error {
  override name = 'InvalidAccessTokenError';
}

export type AccessTokenVerifier = (token: string) => Promise<TokenUser>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function verifierFor(keys: JWTVerifyGetKey, issuer: string): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        audience: AUDIENCE,
        issuer,
        // Asymmetric only: `none` and HMAC tokens are refused outright.
        algorithms: ['ES256', 'RS256', 'EdDSA'],
      });
      const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
        throw new Error('missing sub or email');
      return {
        id: payload.sub,
        email: payload.email,
        firstName: text(metadata.firstName),
        lastName: text(metadata.lastName),
        company: text(metadata.company),
        sessionId: text(payload.session_id),
        issuedAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : undefined,
        anonymous: payload.is_anonymous === true || !payload.email.trim(),
      };
    } catch (error) {
      throw new InvalidAccessTokenError((error as Error).message);
    }
  };
}

/** For the built-in server: its own public keys (`SigningKeyRing.verificationKey`, which follows rotations). */
export function localTokenVerifier(keys: JWTVerifyGetKey, issuer: string): AccessTokenVerifier {
  return verifierFor(keys, issuer);
}

/** For a Supabase project: its JWKS endpoint, cached 10 minutes. */
export function remoteTokenVerifier(supabaseUrl: string): AccessTokenVerifier {
  const issuer = `${supabaseUrl}/auth/v1`;
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), {
    cacheMaxAge: JWKS_CACHE_MS,
    cooldownDuration: 30_000,
  });
  return verifierFor(keys, issuer);
}
