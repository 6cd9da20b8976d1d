/**
 * The built-in auth server's operations (embedded mode), speaking the Supabase Auth contract:
 * sign-up with e-mail confirmation, password and refresh-token grants, verify, resend, user, logout, and changes
 * of the password and e-mail address, which need the current password (or, for the password, a reset link).
 */
import { jwtVerify } from 'jose';
import type { Kysely, Updateable } from 'kysely';
import { AUDIENCE } from '../../auth/access-tokens';
import { AuthError } from '../../auth/auth-error';
import { assertUnderRateLimit, consumeRateLimits, type RateLimitRule } from '../../auth/rate-limiter';
import { hashSecret, randomSecret } from '../../auth/secrets';
import { type AuthUserRow, obfuscatedUser, toSupabaseUser } from '../../auth/supabase-user';
import type { AuthRateLimits } from '../../config/config';
import type { Database } from '../../db/database';
import type { AuthUsersTable, Schema } from '../../db/schema';
import type { Logger } from '../../logger';
import { confirmationEmail } from '../../mail/confirmation-email';
import { emailChangeEmail } from '../../mail/email-change-email';
import { emailChangedEmail } from '../../mail/email-changed-email';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedEmail } from '../../mail/password-changed-email';
import { recoveryEmail } from '../../mail/recovery-email';
import { LiveSessions } from './live-sessions';
import { hashPassword, verifyPassword } from './passwords';
import {
  endSessions,
  refreshSession,
  type SessionResponse,
  startSession,
  type TokenIssuer,
} from './sessions';
import { SigningKeyRing } from './signing-key-ring';
import { ensureSigningKey, loadAnonKey } from './signing-keys';

export const MIN_PASSWORD_LENGTH = 6;
export const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;
/** How long a password-reset link works. */
export const RECOVERY_TTL_MS = 3600 * 1000;
/** Length of the fixed windows auth rate limits count in. */
export const RATE_WINDOW_SECONDS = 300;

// Practical check only; the confirmation e-mail is the real proof an address works. The domain is read as its
// first character, then no dot up to the first dot, so no character can be matched two ways (no backtracking).
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@][^\s@.]*\.[^\s@]{2,}$/;

export type RateLimitKind = 'signup' | 'token' | 'verify' | 'resend' | 'recover' | 'user';

/** `PUT /user`'s fields, as GoTrue names them; each is optional, unknown until checked. */
export type UserUpdateInput = {
  password?: unknown;
  current_password?: unknown;
  email?: unknown;
  data?: unknown;
};

export type BuiltinAuthDeps = {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  rateLimits: AuthRateLimits;
};

export class BuiltinAuth {
  /** Which sessions still exist, for `/api` to refuse tokens of ended ones. */
  readonly sessions: LiveSessions;

  private constructor(
    private readonly deps: BuiltinAuthDeps,
    /** The signing keys, following rotations made by any process. */
    readonly signingKeys: SigningKeyRing,
    /** The public key browsers send as `apikey`. */
    readonly anonKey: string,
  ) {
    this.sessions = new LiveSessions(deps.database);
  }

  /** Loads (or creates) the signing key and anon key, and deletes signing keys past their retirement. */
  static async create(deps: BuiltinAuthDeps): Promise<BuiltinAuth> {
    await ensureSigningKey(deps.database);
    const signingKeys = SigningKeyRing.forDatabase(deps.database);
    await signingKeys.reload();
    const anonKey = await loadAnonKey(deps.database);
    return new BuiltinAuth(deps, signingKeys, anonKey);
  }

  /** The `iss` claim of tokens this server signs. */
  get issuer(): string {
    return `${this.deps.publicUrl}/auth/v1`;
  }

  /** The JWKS document: the public halves of the current signing key and of replaced ones still accepted. */
  jwks(): Promise<{ keys: Record<string, unknown>[] }> {
    return this.signingKeys.jwks();
  }

  /** What signs the next access token; read before a transaction (PGlite runs one statement at a time). */
  async #tokens(): Promise<TokenIssuer> {
    return { key: await this.signingKeys.current(), issuer: this.issuer };
  }

  async #limit(kind: RateLimitKind, ip: string, email?: string): Promise<void> {
    const rules: RateLimitRule[] = [
      { bucket: `ip:${kind}:${ip}`, limit: this.deps.rateLimits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
    ];
    if (email) {
      rules.push({
        bucket: `email:${kind}:${email}`,
        limit: this.deps.rateLimits.perEmail,
        windowSeconds: RATE_WINDOW_SECONDS,
      });
    }
    await consumeRateLimits(this.deps.database, rules);
  }

  #confirmUrl(secret: string): string {
    return `${this.deps.publicUrl}/auth/confirm?token_hash=${encodeURIComponent(secret)}&type=signup`;
  }

  /**
   * Issues a fresh confirmation secret for `user` and e-mails it; inside the caller's transaction. Whoever signs up
   * chooses the name, so the mail to an address they may not own carries none of it.
   */
  async #sendConfirmation(user: AuthUserRow, run: (secretHash: string) => Promise<void>): Promise<void> {
    const secret = randomSecret(32);
    await run(hashSecret(secret));
    await this.deps.mailer.send(confirmationEmail(user.email, this.#confirmUrl(secret)));
  }

  /** Seconds before another e-mail may go to an address that was sent one at `sentAt`. */
  #emailIntervalRemaining(sentAt: Date | null): number {
    if (!sentAt) return 0;
    const nextAllowed = new Date(sentAt).getTime() + this.deps.rateLimits.emailIntervalSeconds * 1000;
    return Math.ceil((nextAllowed - Date.now()) / 1000);
  }

  #emailRateLimited(seconds: number): AuthError {
    return new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    );
  }

  async #findByEmail(email: string): Promise<AuthUserRow | undefined> {
    return this.deps.database.db
      .selectFrom('auth_users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** POST /signup: creates an unconfirmed account and sends the confirmation e-mail. */
  async signUp(
    input: { email: unknown; password: unknown; data: unknown },
    ip: string,
  ): Promise<Record<string, unknown>> {
    const email = normalizeEmail(input.email);
    // Characters that only quoted or commented addresses use, and that mail headers treat specially.
    if (!email || /[<>(),;:"]/.test(email))
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    assertUsablePassword(input.password, 'Signup requires a valid password');
    await this.#limit('signup', ip, email);
    const metadata = sanitizeMetadata(input.data);
    // Hashed before the address is looked up, so a known address answers in the time of a new one.
    const passwordHash = await hashPassword(input.password);

    const existing = await this.#findByEmail(email);
    if (existing?.email_confirmed_at) return obfuscatedUser(email, metadata);
    if (existing) {
      const wait = this.#emailIntervalRemaining(existing.confirmation_sent_at);
      if (wait > 0) throw this.#emailRateLimited(wait);
      return this.#signUpAgain(existing, passwordHash, metadata);
    }

    const created = await this.deps.database.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('auth_users')
        .values({
          email,
          password_hash: passwordHash,
          user_metadata: JSON.stringify(metadata),
          confirmation_sent_at: new Date(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!user) return undefined;
      // Sent inside the transaction: if the e-mail cannot go out, no account is left half-made.
      await this.#sendConfirmation(user, (secretHash) =>
        trx
          .updateTable('auth_users')
          .set({ confirmation_token_hash: secretHash })
          .where('id', '=', user.id)
          .execute()
          .then(() => {}),
      );
      return user;
    });
    // Lost a race with a simultaneous sign-up of the same address: answer as for an existing account.
    if (!created) return obfuscatedUser(email, metadata);
    return toSupabaseUser(created);
  }

  /**
   * A sign-up for an address that is not confirmed yet takes it over: the new password and name replace the earlier
   * ones and only the new link confirms, so the password that works is the one chosen by whoever opens the mailbox's
   * latest link, never a first registrant's (pre-hijacking).
   */
  async #signUpAgain(
    user: AuthUserRow,
    passwordHash: string,
    metadata: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    return this.deps.database.db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('auth_users')
        .select('id')
        .where('id', '=', user.id)
        .where('email_confirmed_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      // Confirmed in the meantime: the account is no longer anyone's to take over.
      if (!pending) return obfuscatedUser(user.email, metadata);
      return this.#reissueConfirmation(trx, user, {
        password_hash: passwordHash,
        user_metadata: JSON.stringify(metadata),
      });
    });
  }

  /** A new confirmation link for `user` (the old one stops working), with `changes` to the account in the same write. */
  async #reissueConfirmation(
    db: Kysely<Schema>,
    user: AuthUserRow,
    changes: Updateable<AuthUsersTable> = {},
  ): Promise<Record<string, unknown>> {
    let updated = user;
    await this.#sendConfirmation(user, async (secretHash) => {
      updated = await db
        .updateTable('auth_users')
        .set({
          ...changes,
          confirmation_token_hash: secretHash,
          confirmation_sent_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toSupabaseUser(updated);
  }

  /**
   * Wrong passwords for an address: only failures count against it, and only from the client that makes them, so a
   * stranger's guesses cannot lock the owner out and the owner's own sign-ins never use the allowance up.
   */
  #passwordFailures(email: string, ip: string): RateLimitRule {
    return {
      bucket: `email:token-failed:${email}:${ip}`,
      limit: this.deps.rateLimits.perEmail,
      windowSeconds: RATE_WINDOW_SECONDS,
    };
  }

  /**
   * Whether `password` is the password of account `userId`, asked again before the account is deleted. Wrong
   * guesses count with sign-in's (429 once over), so a stolen session cannot be used to try passwords.
   */
  async checkPassword(userId: string, password: string, ip: string): Promise<boolean> {
    const user = await this.deps.database.db
      .selectFrom('auth_users')
      .select(['email', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const failures = this.#passwordFailures(user?.email ?? userId, ip);
    await assertUnderRateLimit(this.deps.database, failures);
    if (user && (await verifyPassword(user.password_hash, password))) return true;
    await consumeRateLimits(this.deps.database, [failures]);
    return false;
  }

  /** Merges the product's fields of `data` into account `userId`'s metadata: what its next tokens carry. */
  async updateMetadata(userId: string, data: Record<string, unknown>): Promise<void> {
    await this.deps.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('auth_users')
        .select('user_metadata')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return;
      await trx
        .updateTable('auth_users')
        .set({
          user_metadata: JSON.stringify(mergeMetadata(row.user_metadata, data)),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
    });
  }

  /** Deletes account `userId` and, with it, every session and refresh token (signed out everywhere at once). */
  async deleteUser(userId: string): Promise<void> {
    await this.deps.database.db.deleteFrom('auth_users').where('id', '=', userId).execute();
    this.sessions.forget();
  }

  /** POST /token?grant_type=password */
  async signInWithPassword(
    input: { email: unknown; password: unknown },
    ip: string,
  ): Promise<SessionResponse> {
    const email = normalizeEmail(input.email);
    const password = typeof input.password === 'string' ? input.password : '';
    if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    await this.#limit('token', ip);
    const failures = this.#passwordFailures(email, ip);
    await assertUnderRateLimit(this.deps.database, failures);
    const user = await this.#findByEmail(email);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await consumeRateLimits(this.deps.database, [failures]);
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    const tokens = await this.#tokens();
    return this.deps.database.db.transaction().execute((trx) => startSession(trx, tokens, user));
  }

  /** POST /token?grant_type=refresh_token */
  async refresh(input: { refresh_token: unknown }, ip: string): Promise<SessionResponse> {
    if (typeof input.refresh_token !== 'string' || input.refresh_token.length === 0) {
      throw new AuthError(400, 'validation_failed', 'refresh_token required');
    }
    await this.#limit('token', ip);
    try {
      return await refreshSession(this.deps.database, await this.#tokens(), input.refresh_token);
    } catch (error) {
      // A reused or expired refresh token ends its session.
      this.sessions.forget();
      throw error;
    }
  }

  /**
   * POST /verify with `{type, token_hash}`: confirms the e-mail once and signs the user in; with type `recovery`,
   * a password-reset link signs the user in so they can choose a new password.
   */
  async verify(input: { type: unknown; token_hash: unknown }, ip: string): Promise<SessionResponse> {
    if (
      input.type !== 'signup' &&
      input.type !== 'email' &&
      input.type !== 'recovery' &&
      input.type !== 'email_change'
    ) {
      throw new AuthError(
        400,
        'validation_failed',
        'Verify requires a verification type of signup, email, recovery or email_change',
      );
    }
    if (typeof input.token_hash !== 'string' || input.token_hash.length === 0) {
      throw new AuthError(400, 'validation_failed', 'Verify requires a token_hash');
    }
    await this.#limit('verify', ip);
    if (input.type === 'recovery') return this.#verifyRecovery(input.token_hash);
    if (input.type === 'email_change') return this.#verifyEmailChange(input.token_hash);
    const expired = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    const secretHash = hashSecret(input.token_hash);
    const tokens = await this.#tokens();
    const session = await this.deps.database.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('auth_users')
        .selectAll()
        .where('confirmation_token_hash', '=', secretHash)
        .forUpdate()
        .executeTakeFirst();
      const sentAt = user?.confirmation_sent_at ? new Date(user.confirmation_sent_at).getTime() : 0;
      if (!user || Date.now() - sentAt > CONFIRMATION_TTL_MS) throw expired;
      // Proving the mailbox ends whatever sessions the account had: only this one holds.
      await trx.deleteFrom('auth_sessions').where('user_id', '=', user.id).execute();
      // Clearing the hash makes the link single-use.
      const confirmed = await trx
        .updateTable('auth_users')
        .set((eb) => ({
          confirmation_token_hash: null,
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
          updated_at: new Date(),
        }))
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return startSession(trx, tokens, confirmed);
    });
    this.sessions.forget();
    return session;
  }

  /**
   * A password-reset link: single-use, an hour long; it signs in a session of its own, as Supabase's does, which may
   * choose a new password without the current one for the next hour (and once: the new password ends that).
   */
  async #verifyRecovery(tokenHash: string): Promise<SessionResponse> {
    const tokens = await this.#tokens();
    return this.deps.database.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('auth_users')
        .selectAll()
        .where('recovery_token_hash', '=', hashSecret(tokenHash))
        .forUpdate()
        .executeTakeFirst();
      const sentAt = user?.recovery_sent_at ? new Date(user.recovery_sent_at).getTime() : 0;
      if (!user || Date.now() - sentAt > RECOVERY_TTL_MS) {
        throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      }
      const used = await trx
        .updateTable('auth_users')
        .set({ recovery_token_hash: null, updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return startSession(trx, tokens, used, { passwordResetUntil: new Date(Date.now() + RECOVERY_TTL_MS) });
    });
  }

  /**
   * An e-mail change's link, opened from the new address: the account takes that address and signs in, and the old
   * address is told. A confirmed account that took the address meanwhile stops it (422 `email_exists`); an
   * unconfirmed sign-up of it never proved the mailbox, so it gives way.
   */
  async #verifyEmailChange(tokenHash: string): Promise<SessionResponse> {
    const tokens = await this.#tokens();
    return this.deps.database.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('auth_users')
        .selectAll()
        .where('email_change_token_hash', '=', hashSecret(tokenHash))
        .forUpdate()
        .executeTakeFirst();
      const sentAt = user?.email_change_sent_at ? new Date(user.email_change_sent_at).getTime() : 0;
      if (!user?.email_change || Date.now() - sentAt > CONFIRMATION_TTL_MS) {
        throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      }
      const newEmail = user.email_change;
      const holder = await trx
        .selectFrom('auth_users')
        .select(['id', 'email_confirmed_at'])
        .where('email', '=', newEmail)
        .forUpdate()
        .executeTakeFirst();
      if (holder?.email_confirmed_at) throw emailTaken();
      if (holder) await trx.deleteFrom('auth_users').where('id', '=', holder.id).execute();
      const changed = await trx
        .updateTable('auth_users')
        .set({
          email: newEmail,
          email_change: null,
          email_change_token_hash: null,
          email_change_sent_at: null,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The product's record follows at once (with a Supabase project, it follows the first newer token instead).
      await trx
        .updateTable('users')
        .set({ email: newEmail, email_token_issued_at: new Date() })
        .where('id', '=', user.id)
        .where('deletion_requested_at', 'is', null)
        .execute();
      // Inside the transaction: the address does not change without its owner of yesterday being told.
      await this.deps.mailer.send(emailChangedEmail(user.email, newEmail, `${this.deps.publicUrl}/contact`));
      return startSession(trx, tokens, changed);
    });
  }

  /**
   * POST /recover `{email}`: e-mails a password-reset link to a confirmed account. It answers `{}` whatever the
   * address (unknown, unconfirmed, asked for a moment ago), so the answer tells nobody whether an account exists.
   */
  async recover(input: { email: unknown }, ip: string): Promise<Record<string, never>> {
    const email = normalizeEmail(input.email);
    if (!email)
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    await this.#limit('recover', ip, email);
    const user = await this.#findByEmail(email);
    if (!user?.email_confirmed_at || this.#emailIntervalRemaining(user.recovery_sent_at) > 0) return {};
    const secret = randomSecret(32);
    await this.deps.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth_users')
        .set({ recovery_token_hash: hashSecret(secret), recovery_sent_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      // Sent inside the transaction: a link that could not go out is not left working.
      const url = `${this.deps.publicUrl}/reset-password?token_hash=${encodeURIComponent(secret)}&type=recovery`;
      await this.deps.mailer.send(recoveryEmail(user.email, url));
    });
    return {};
  }

  /**
   * PUT /user: changes the signed-in user's password, e-mail address or name (`data`), as GoTrue's does with "require
   * current password" on. A new password or address needs `current_password`, so a stolen access token changes
   * neither; a session opened by a reset link sets a password without it. A new password ends every other session
   * of the account and is told to its mailbox; a new address waits for the link sent to it.
   */
  async updateUser(
    authorization: string | undefined,
    input: UserUpdateInput,
    ip: string,
  ): Promise<Record<string, unknown>> {
    const { userId, sessionId } = await this.#authenticate(authorization);
    await this.#limit('user', ip);
    const password = input.password ?? undefined;
    if (password !== undefined) assertUsablePassword(password, 'Password update requires a password');
    const email = input.email === undefined || input.email === '' ? undefined : normalizeEmail(input.email);
    if (input.email !== undefined && input.email !== '' && (!email || /[<>(),;:"]/.test(email))) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const { user, session } = await this.#liveSession(userId, sessionId);
    const newEmail = email !== undefined && email !== user.email ? email : undefined;

    if (password !== undefined || newEmail !== undefined) {
      const resetting =
        newEmail === undefined &&
        session.password_reset_until !== null &&
        new Date(session.password_reset_until).getTime() > Date.now();
      if (!resetting) {
        await this.#confirmCurrentPassword(user, input.current_password, ip, newEmail ? 'email' : 'password');
      }
    }
    if (password !== undefined && (await verifyPassword(user.password_hash, password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    if (newEmail !== undefined) await this.#assertEmailChangeAllowed(user, newEmail);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const metadata =
      input.data === undefined || input.data === null
        ? undefined
        : mergeMetadata(user.user_metadata, input.data);

    const updated = await this.deps.database.db.transaction().execute(async (trx) => {
      const live = await trx
        .selectFrom('auth_sessions')
        .select('id')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!live) throw sessionNotFound();
      const changes: Updateable<AuthUsersTable> = { updated_at: new Date() };
      if (passwordHash !== undefined) {
        await trx
          .deleteFrom('auth_sessions')
          .where('user_id', '=', userId)
          .where('id', '!=', sessionId)
          .execute();
        // A reset link's session sets one password: the next change needs it.
        await trx
          .updateTable('auth_sessions')
          .set({ password_reset_until: null })
          .where('id', '=', sessionId)
          .execute();
        Object.assign(changes, { password_hash: passwordHash, recovery_token_hash: null });
      }
      if (metadata !== undefined) changes.user_metadata = JSON.stringify(metadata);
      let secret: string | undefined;
      if (newEmail !== undefined) {
        secret = randomSecret(32);
        Object.assign(changes, {
          email_change: newEmail,
          email_change_token_hash: hashSecret(secret),
          email_change_sent_at: new Date(),
        });
      }
      const row = await trx
        .updateTable('auth_users')
        .set(changes)
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Sent inside the transaction: no change without its e-mail, and no link that could not go out left working.
      if (newEmail !== undefined && secret !== undefined) {
        await this.deps.mailer.send(emailChangeEmail(newEmail, this.#emailChangeUrl(secret)));
      }
      if (passwordHash !== undefined) {
        await this.deps.mailer.send(
          passwordChangedEmail(row.email, `${this.deps.publicUrl}/forgot-password`, new Date()),
        );
      }
      return row;
    });
    if (passwordHash !== undefined) this.sessions.forget();
    return toSupabaseUser(updated);
  }

  /** The user of a session that still exists (403 `session_not_found` otherwise). */
  async #liveSession(userId: string, sessionId: string) {
    const session = await this.deps.database.db
      .selectFrom('auth_sessions')
      .select(['id', 'password_reset_until'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const user = await this.deps.database.db
      .selectFrom('auth_users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!session || !user) throw sessionNotFound();
    return { user, session };
  }

  /**
   * Checks the current password sent with a change (400 `current_password_required` or `current_password_invalid`).
   * Wrong guesses count with sign-in's, so a stolen session cannot be used to try passwords either.
   */
  async #confirmCurrentPassword(
    user: AuthUserRow,
    currentPassword: unknown,
    ip: string,
    change: 'password' | 'email',
  ): Promise<void> {
    if (typeof currentPassword !== 'string' || currentPassword.length === 0) {
      throw new AuthError(
        400,
        'current_password_required',
        change === 'password'
          ? 'Current password required when setting new password.'
          : 'Current password required when changing the email address.',
      );
    }
    const failures = this.#passwordFailures(user.email, ip);
    await assertUnderRateLimit(this.deps.database, failures);
    if (await verifyPassword(user.password_hash, currentPassword)) return;
    await consumeRateLimits(this.deps.database, [failures]);
    throw new AuthError(400, 'current_password_invalid', 'Current password is incorrect.');
  }

  /** A new address may be asked for once per e-mail interval, and not when a confirmed account has it. */
  async #assertEmailChangeAllowed(user: AuthUserRow, newEmail: string): Promise<void> {
    const wait = this.#emailIntervalRemaining(user.email_change_sent_at);
    if (wait > 0) throw this.#emailRateLimited(wait);
    const holder = await this.#findByEmail(newEmail);
    if (holder?.email_confirmed_at) throw emailTaken();
  }

  #emailChangeUrl(secret: string): string {
    return `${this.deps.publicUrl}/auth/confirm?token_hash=${encodeURIComponent(secret)}&type=email_change`;
  }

  /** POST /resend `{type: 'signup', email}`: a new confirmation e-mail; silent for unknown or confirmed addresses. */
  async resend(input: { type: unknown; email: unknown }, ip: string): Promise<Record<string, never>> {
    if (input.type !== 'signup')
      throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup');
    const email = normalizeEmail(input.email);
    if (!email)
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    await this.#limit('resend', ip, email);
    const user = await this.#findByEmail(email);
    if (!user || user.email_confirmed_at) return {};
    const wait = this.#emailIntervalRemaining(user.confirmation_sent_at);
    if (wait > 0) throw this.#emailRateLimited(wait);
    await this.#reissueConfirmation(this.deps.database.db, user);
    return {};
  }

  /** Verifies an access token this server signed and returns its user id and session id. */
  async #authenticate(authorization: string | undefined): Promise<{ userId: string; sessionId: string }> {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      const { payload } = await jwtVerify(token, this.signingKeys.verificationKey, {
        audience: AUDIENCE,
        issuer: this.issuer,
        algorithms: ['ES256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string')
        throw new Error('missing claims');
      return { userId: payload.sub, sessionId: payload.session_id };
    } catch (error) {
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
      );
    }
  }

  /** GET /user: the signed-in user, while their session exists. */
  async getUser(authorization: string | undefined): Promise<Record<string, unknown>> {
    const { userId, sessionId } = await this.#authenticate(authorization);
    const row = await this.deps.database.db
      .selectFrom('auth_users')
      .innerJoin('auth_sessions', 'auth_sessions.user_id', 'auth_users.id')
      .selectAll('auth_users')
      .where('auth_users.id', '=', userId)
      .where('auth_sessions.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) throw sessionNotFound();
    return toSupabaseUser(row);
  }

  /** POST /logout?scope=global|local|others */
  async logout(authorization: string | undefined, scope: string | undefined): Promise<void> {
    const { userId, sessionId } = await this.#authenticate(authorization);
    const valid = scope === 'local' || scope === 'others' ? scope : 'global';
    await endSessions(this.deps.database, userId, sessionId, valid);
    this.sessions.forget();
  }
}

function sessionNotFound(): AuthError {
  return new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
}

/** GoTrue's answer to an address another confirmed account has. */
function emailTaken(): AuthError {
  return new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
}

/** Refuses a missing password (422 `validation_failed`, `missing` says so) or one too short (`weak_password`). */
function assertUsablePassword(password: unknown, missing: string): asserts password is string {
  if (typeof password !== 'string' || password.length === 0)
    throw new AuthError(422, 'validation_failed', missing);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}

/** Lower-cased, trimmed address, or undefined when it is not a plausible e-mail. */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : undefined;
}

const METADATA_FIELDS = ['firstName', 'lastName', 'company'] as const;

/**
 * Keeps the sign-up metadata the product uses, as short strings: the names and company, and the plan picked before
 * signing up (a plan id, which the confirmation page takes on to its checkout).
 */
function sanitizeMetadata(data: unknown): Record<string, string> {
  const source = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const field of METADATA_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim()) out[field] = value.trim().slice(0, 200);
  }
  if (typeof source.plan === 'string' && /^[a-z0-9-]{1,40}$/.test(source.plan)) out.plan = source.plan;
  return out;
}

/**
 * `current` with the product's fields of `data` merged in, as GoTrue merges `data`: a field given as null or an
 * empty string is removed, one not given is kept.
 */
export function mergeMetadata(current: Record<string, unknown>, data: unknown): Record<string, unknown> {
  const source = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...current, ...sanitizeMetadata(source) };
  for (const field of METADATA_FIELDS) {
    const value = source[field];
    if (value === null || (typeof value === 'string' && !value.trim())) delete merged[field];
  }
  return merged;
}
