/**
 * The built-in auth's rate windows for tests that count requests up to a limit. Windows are aligned to the clock
 * (`RATE_WINDOW_SECONDS`), so a test running when one ends counts into two, and no assertion describes both; under
 * load no wait beforehand is sure to be long enough. The test runs again instead, once, and only then.
 */

import type { Database } from '../db/database';
import { RATE_WINDOW_SECONDS } from '../embedded/auth/builtin-auth';

const windowNow = () => Math.floor(Date.now() / (RATE_WINDOW_SECONDS * 1000));

/**
 * Runs `body` with the auth rate counters emptied. When it fails and a window ended while it ran, it runs once more,
 * counters emptied again, with a whole window ahead; any other failure is the test's.
 */
export async function inOneRateWindow(database: Database, body: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await database.db.deleteFrom('auth_rate_limits').execute();
    const started = windowNow();
    try {
      await body();
      return;
    } catch (error) {
      if (attempt > 1 || windowNow() === started) throw error;
    }
  }
}
