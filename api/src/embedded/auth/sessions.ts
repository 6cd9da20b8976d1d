/**
 * Sessions and their rotating refresh tokens. Each refresh revokes the token used and issues its
 * child; presenting a revoked token again means it leaked, so the whole session is ended.
 */
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../auth/access-tokens';
import { AuthError } from '../../auth/auth-error';
import { hashSecret, randomSecret } from '../../auth/secrets';
import { type AuthUserRow, toSupabaseUser } from '../../auth/supabase-user';
import type { Database } from '../../db/database';
import type { Schema } from '../../db/schema';
import type { SigningKey } from './signing-keys';

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

export type TokenIssuer = { key: SigningKey; issuer: string };

/** A session can be refreshed for at most this long after its sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** A session not refreshed for this long has ended. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 3600 * 1000;

async function issueTokens(
  trx: Kysely<Schema>,
  tokens: TokenIssuer,
  user: AuthUserRow,
  sessionId: string,
): Promise<SessionResponse> {
  const refreshToken = randomSecret(32);
  await trx
    .insertInto('auth_refresh_tokens')
    .values({ token_hash: hashSecret(refreshToken), session_id: sessionId })
    .execute();
  const { token, expiresAt } = await signAccessToken(tokens.key, tokens.issuer, {
    userId: user.id,
    email: user.email,
    userMetadata: user.user_metadata,
    sessionId,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toSupabaseUser(user),
  };
}

/** How a session starts; `passwordResetUntil`: opened by a reset link, it may set a password until then. */
export type SessionStart = { passwordResetUntil?: Date };

/** Starts a session for `user` (sign-in, confirmation or reset link) and records the sign-in time. */
export async function startSession(
  trx: Kysely<Schema>,
  tokens: TokenIssuer,
  user: AuthUserRow,
  { passwordResetUntil }: SessionStart = {},
): Promise<SessionResponse> {
  const signedIn = await trx
    .updateTable('auth_users')
    .set({ last_sign_in_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const session = await trx
    .insertInto('auth_sessions')
    .values({ user_id: user.id, password_reset_until: passwordResetUntil ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return issueTokens(trx, tokens, signedIn, session.id);
}

/** Exchanges a refresh token for a new session response, rotating the token. */
export async function refreshSession(
  database: Database,
  tokens: TokenIssuer,
  refreshToken: string,
): Promise<SessionResponse> {
  const outcome = await database.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('auth_refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { kind: 'not_found' as const };
    if (current.revoked) {
      await trx.deleteFrom('auth_sessions').where('id', '=', current.session_id).execute();
      return { kind: 'reused' as const };
    }
    const session = await trx
      .selectFrom('auth_sessions')
      .select(['created_at', 'refreshed_at'])
      .where('id', '=', current.session_id)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const signedInAt = new Date(session.created_at).getTime();
    const lastActive = session.refreshed_at ? new Date(session.refreshed_at).getTime() : signedInAt;
    const expiry =
      now - signedInAt > SESSION_LIFETIME_MS
        ? 'lifetime'
        : now - lastActive > SESSION_IDLE_TIMEOUT_MS
          ? 'idle'
          : null;
    if (expiry) {
      await trx.deleteFrom('auth_sessions').where('id', '=', current.session_id).execute();
      return { kind: 'expired' as const, expiry };
    }
    await trx
      .updateTable('auth_refresh_tokens')
      .set({ revoked: true })
      .where('id', '=', current.id)
      .execute();
    await trx
      .updateTable('auth_sessions')
      .set({ refreshed_at: new Date() })
      .where('id', '=', current.session_id)
      .execute();
    const user = await trx
      .selectFrom('auth_users')
      .innerJoin('auth_sessions', 'auth_sessions.user_id', 'auth_users.id')
      .selectAll('auth_users')
      .where('auth_sessions.id', '=', current.session_id)
      .executeTakeFirstOrThrow();
    return { kind: 'ok' as const, session: await issueTokens(trx, tokens, user, current.session_id) };
  });
  // Outside the transaction: the revocation of a reused family must commit before we answer.
  if (outcome.kind === 'ok') return outcome.session;
  if (outcome.kind === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  if (outcome.kind === 'expired') {
    const why = outcome.expiry === 'idle' ? ' (Inactivity)' : '';
    throw new AuthError(400, 'session_expired', `Invalid Refresh Token: Session Expired${why}`);
  }
  throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}

/** Ends sessions of a user: `local` the one given, `others` all but it, `global` all. */
export async function endSessions(
  database: Database,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  let query = database.db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (scope === 'local') query = query.where('id', '=', sessionId);
  if (scope === 'others') query = query.where('id', '!=', sessionId);
  await query.execute();
}
