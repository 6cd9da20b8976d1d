/**
 * Whether a built-in session still exists. An access token outlives its session by up to an hour (its expiry), so
 * `/api` asks here on every request: a signed-out or revoked session stops working at once in this process and
 * within `ttlMs` in every other one. Only live sessions are remembered, so an ended one is never answered from memory
 * past that.
 */

import { type AccessTokenVerifier, InvalidAccessTokenError } from '../../auth/access-token-verifier';
import type { Database } from '../../db/database';

export type LiveSessionsOptions = {
  /** How long a session seen to exist is trusted without asking the database again. @default 5_000 */
  ttlMs?: number;
  now?: () => number;
};

export class LiveSessions {
  readonly #seen = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(
    private readonly database: Database,
    { ttlMs = 5_000, now = Date.now }: LiveSessionsOptions = {},
  ) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** True while the session exists (asked of the database at most every `ttlMs` per session). */
  async isLive(sessionId: string): Promise<boolean> {
    const until = this.#seen.get(sessionId);
    if (until !== undefined && until > this.#now()) return true;
    this.#seen.delete(sessionId);
    const row = await this.database.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return false;
    // Bounded by the sessions signed in within `ttlMs`; expired entries go as the map is read.
    if (this.#seen.size >= 10_000) this.#seen.clear();
    this.#seen.set(sessionId, this.#now() + this.#ttlMs);
    return true;
  }

  /** Forgets every remembered session: called whenever this process ends sessions. */
  forget(): void {
    this.#seen.clear();
  }
}

/** Wraps `verify` so a valid token whose session has ended (signed out, revoked, expired) is refused. */
export function liveSessionVerifier(
  verify: AccessTokenVerifier,
  sessions: LiveSessions,
): AccessTokenVerifier {
  return async (token) => {
    const user = await verify(token);
    if (!user.sessionId || !(await sessions.isLive(user.sessionId))) {
      throw new InvalidAccessTokenError('the session has ended');
    }
    return user;
  };
}
