import type { Session } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './auth-client';
import { rememberingStorage } from './remembering-storage';

/**
 * How long before its expiry auth-js stops handing out a stored session and refreshes it first (its
 * `EXPIRY_MARGIN_MS`: three 30 s ticks).
 */
const EXPIRY_MARGIN_MS = 90_000;

/**
 * The session auth-js's `getSession()` would answer with, read from storage without loading auth-js: the stored
 * session when it has its tokens, its user and more than auth-js's margin left before it expires; otherwise null,
 * and only auth-js can tell (a refresh, or no session).
 */
export function readStoredSession(now: number = Date.now()): Session | null {
  let stored: unknown;
  try {
    const text = rememberingStorage.getItem(AUTH_STORAGE_KEY);
    stored = text === null ? null : JSON.parse(text);
  } catch {
    // Storage disabled (privacy modes) or a value auth-js did not write: auth-js decides.
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const session = stored as Partial<Session>;
  const complete =
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null;
  if (!complete || (session.expires_at as number) * 1000 - now < EXPIRY_MARGIN_MS) return null;
  return session as Session;
}
