import type { Database } from '../db/database';
import { RATE_WINDOW_SECONDS } from '../embedded/auth/builtin-auth';

/**
 * Empties the auth rate-limit counters, first waiting out a window that ends within `needMs`: the limits count in
 * fixed windows, so a test that straddles a window's end would see its count start again.
 */
export async function freshRateWindow(database: Database, needMs = 15_000): Promise<void> {
  const windowMs = RATE_WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
  await database.db.deleteFrom('auth_rate_limits').execute();
}
