/** Access tokens: ES256 JWTs with Supabase's claims, valid one hour. */
import { SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const AUDIENCE = 'authenticated';

export type AccessTokenSubject = {
  userId: string;
  email: string;
  userMetadata: Record<string, unknown>;
  sessionId: string;
};

/** The private half of a signing key, as the built-in auth server keeps it (`embedded/auth/signing-keys.ts`). */
export type TokenSigningKey = { kid: string; privateKey: CryptoKey };

/** Signs an access token for one session; returns it with its expiry (seconds since epoch). */
export async function signAccessToken(
  key: TokenSigningKey,
  issuer: string,
  subject: AccessTokenSubject,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}
