/**
 * The /contact form's jobs: each stored message is e-mailed to the operator's inbox (`CONTACT_INBOX`), and a daily
 * prune deletes messages `CONTACT_MESSAGE_RETENTION_DAYS` after they arrived.
 */
import { CONTACT_MESSAGE_RETENTION_DAYS } from '@leadproof/contract/contact';
import type { Database } from '../db/database';
import { SCHEDULED_QUEUE_POLLING_SECONDS, type WorkerRegistration } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { Services } from '../services';
import { contactEmail } from './contact-email';
import { contactNotifyQueue, contactPruneQueue } from './contact-queues';

const DAY_MS = 24 * 3600 * 1000;

/** E-mails the message `messageId` to `inbox` once (again only if the send succeeded but its record did not). */
export async function notifyOperator(
  deps: { database: Database; mailer: Mailer; inbox: string },
  messageId: string,
): Promise<'sent' | 'already-sent' | 'gone'> {
  const row = await deps.database.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) return 'gone';
  if (row.notified_at) return 'already-sent';
  await deps.mailer.send(
    contactEmail(deps.inbox, {
      id: row.id,
      topic: row.topic,
      name: row.name,
      email: row.email,
      company: row.company,
      planId: row.plan_id,
      message: row.message,
      receivedAt: new Date(row.created_at),
    }),
  );
  await deps.database.db
    .updateTable('contact_messages')
    .set({ notified_at: new Date() })
    .where('id', '=', messageId)
    .execute();
  return 'sent';
}

/** Deletes the messages that arrived more than the retention ago; returns how many. */
export async function pruneContactMessages(database: Database, now = new Date()): Promise<number> {
  const result = await database.db
    .deleteFrom('contact_messages')
    .where('created_at', '<', new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Registers both handlers and the prune's daily schedule. */
export const registerContactJobs: WorkerRegistration<Services> = async (jobs, services) => {
  const { config, database, mailer, logger } = services;
  if (config.mode === 'production' && !config.contact.inboxConfigured) {
    logger.warn(
      "contact: CONTACT_INBOX is unset, so /contact messages are e-mailed to MAIL_FROM's address. Set CONTACT_INBOX to the inbox that answers them.",
    );
  }
  await jobs.work(
    contactNotifyQueue,
    async ({ data }) => {
      await notifyOperator({ database, mailer, inbox: config.contact.inbox }, data.messageId);
    },
    { concurrency: 1 },
  );
  await jobs.work(contactPruneQueue, () => pruneContactMessages(database).then(() => undefined), {
    concurrency: 1,
    pollingIntervalSeconds: SCHEDULED_QUEUE_POLLING_SECONDS,
  });
  // 04:43 UTC: away from the hourly jobs' minutes (7, 37) and the busy top of the hour.
  await jobs.schedule(contactPruneQueue, '43 4 * * *', {});
};
