import type { Trx } from '../db/trx';
import type { JobQueue } from '../jobs/job-queue';
import { recordWebhookEvent } from './record-webhook-event';
import { subscribedEndpoints } from './subscribed-endpoints';

/** A spend of a user's credits: the balance before and after, in the transaction that made it. */
export type BalanceDrop = { userId: string; before: number; after: number };

/**
 * Records `credits.low` for each endpoint whose threshold a drop crossed (from at least the threshold to below
 * it), the endpoints of all the drops' users read in one statement (a group commit spends of many users). The ledger
 * runs this under the users' locks, so two spends at once cannot both see the crossing: it fires once per crossing,
 * and again only after the balance has been back at or above the threshold.
 */
export async function recordCreditsLow(
  trx: Trx,
  jobs: JobQueue,
  drops: readonly BalanceDrop[],
): Promise<void> {
  const endpoints = await subscribedEndpoints(
    trx,
    drops.map((drop) => drop.userId),
    'credits.low',
  );
  for (const drop of drops) {
    for (const { id, user_id, credits_low_threshold: threshold } of endpoints) {
      if (user_id !== drop.userId) continue;
      if (threshold === null || !(drop.before >= threshold && drop.after < threshold)) continue;
      await recordWebhookEvent(
        trx,
        jobs,
        drop.userId,
        {
          type: 'credits.low',
          timestamp: new Date().toISOString(),
          data: { balance: drop.after, threshold },
        },
        [id],
      );
    }
  }
}
