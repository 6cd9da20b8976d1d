/**
 * The hourly job that forgets webhook history past 30 days: deliveries (their attempts go with them) and then the
 * events no delivery refers to any more. Test events cost nothing to make, so without it the tables grow forever.
 */
import type { Database } from '../db/database';
import { defineQueue, SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Services } from '../services';

/** How long deliveries, attempts and events are kept, and shown in the delivery log. @unit days */
export const WEBHOOK_HISTORY_DAYS = 30;
/** Rows per statement: each delete holds its locks briefly, and a large backlog is worked off in steps. */
const BATCH_SIZE = 5000;

export const webhookHistoryPruneQueue = defineQueue<Record<string, never>>({
  name: 'webhook-history-prune',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 15 * 60,
});

/** Deletes the deliveries and events older than `WEBHOOK_HISTORY_DAYS` at `now`; returns how many of each. */
export async function pruneWebhookHistory(
  database: Database,
  now = new Date(),
): Promise<{ deliveries: number; events: number }> {
  const cutoff = new Date(now.getTime() - WEBHOOK_HISTORY_DAYS * 86_400_000);
  const { db } = database;
  let deliveries = 0;
  for (;;) {
    const { numDeletedRows } = await db
      .deleteFrom('webhook_deliveries')
      .where('id', 'in', (eb) =>
        eb.selectFrom('webhook_deliveries').select('id').where('created_at', '<', cutoff).limit(BATCH_SIZE),
      )
      .executeTakeFirst();
    deliveries += Number(numDeletedRows);
    if (Number(numDeletedRows) < BATCH_SIZE) break;
  }
  let events = 0;
  for (;;) {
    const { numDeletedRows } = await db
      .deleteFrom('webhook_events')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('webhook_events as v')
          .select('v.id')
          .where('v.created_at', '<', cutoff)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'v.id'),
              ),
            ),
          )
          .limit(BATCH_SIZE),
      )
      .executeTakeFirst();
    events += Number(numDeletedRows);
    if (Number(numDeletedRows) < BATCH_SIZE) break;
  }
  return { deliveries, events };
}

/** Registers the handler and its hourly schedule. */
export const registerWebhookHistoryPrune: WorkerRegistration<Services> = async (jobs, services) => {
  await jobs.work(
    webhookHistoryPruneQueue,
    async () => {
      const pruned = await pruneWebhookHistory(services.database);
      if (pruned.deliveries + pruned.events > 0) {
        services.logger.info(
          `webhooks: forgot ${pruned.deliveries} deliveries and ${pruned.events} events past ${WEBHOOK_HISTORY_DAYS} days`,
        );
      }
    },
    { concurrency: 1, pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS },
  );
  // Minute 53: away from the other hourly jobs (7, 23, 37, 47).
  await jobs.schedule(webhookHistoryPruneQueue, '53 * * * *', {});
};
