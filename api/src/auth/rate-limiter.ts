/**
 * Fixed-window rate limits kept in the database, so every API process counts against the same
 * numbers. A bucket is a string such as `ip:signup:203.0.113.7` or `email:token:ann@example.com`.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { AuthError } from './auth-error';

export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number };

/** Counts one hit in each rule's current window; throws 429 `over_request_rate_limit` when any is over. */
export async function consumeRateLimits(
  database: Database,
  rules: RateLimitRule[],
  now = Date.now(),
): Promise<void> {
  for (const rule of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const row = await database.db
      .insertInto('auth_rate_limits')
      .values({ bucket: rule.bucket, window_start: windowStart, hits: 1 })
      .onConflict((oc) =>
        oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`auth_rate_limits.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    if (row.hits > rule.limit) throw rateLimited(windowStart.getTime() + windowMs, now);
  }
}

/** Throws 429 `over_request_rate_limit` when `rule`'s current window is already full, without counting a hit. */
export async function assertUnderRateLimit(
  database: Database,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const row = await database.db
    .selectFrom('auth_rate_limits')
    .select('hits')
    .where('bucket', '=', rule.bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  if (row && row.hits >= rule.limit) throw rateLimited(windowStart.getTime() + windowMs, now);
}

function rateLimited(windowEnd: number, now: number): AuthError {
  const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter);
}

/** Deletes windows that ended more than a day ago. */
export async function pruneRateLimits(database: Database): Promise<void> {
  await database.db
    .deleteFrom('auth_rate_limits')
    .where('window_start', '<', new Date(Date.now() - 24 * 3600 * 1000))
    .execute();
}
