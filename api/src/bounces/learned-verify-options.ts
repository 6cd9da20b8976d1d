/**
 * What a real-time check of `userId` learns from bounce reports (issue 37 item 6), as the engine's
 * `ContactVerifyOptions`: the user's own reported hard bounces, and the per-domain catch-all calibration.
 */
import type { ContactVerifyOptions } from '@leadproof/engine';
import type { Database } from '../db/database';
import { catchAllCalibration } from './catch-all-calibration';
import { reportedBounceOf } from './reported-bounce-lookups';

/** The `knownMailbox` and `catchAllBounces` options of a real-time check made for `userId`. */
export function learnedVerifyOptions(
  database: Database,
  userId: string,
): Pick<ContactVerifyOptions, 'knownMailbox' | 'catchAllBounces'> {
  return {
    knownMailbox: (address) => reportedBounceOf(database, userId, address),
    catchAllBounces: async (domain) =>
      (await catchAllCalibration(database, [domain])).get(domain.toLowerCase()),
  };
}
