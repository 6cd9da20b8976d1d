/** The /contact form's two jobs: e-mail each message to the operator, and delete messages past their retention. */
import { defineQueue } from '../jobs/job-queue';

/** One stored message to e-mail to the operator. */
export type ContactNotifyJob = { messageId: string };

/**
 * `contact-notify`: enqueued in the transaction that stores the message, so a stored message always gets its e-mail;
 * retried with backoff while the mail server is away (about a day in all), and sent at least once.
 */
export const contactNotifyQueue = defineQueue<ContactNotifyJob>({
  name: 'contact-notify',
  retryLimit: 12,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

/** `contact-messages-prune`: daily, deletes messages older than `CONTACT_MESSAGE_RETENTION_DAYS`. */
export const contactPruneQueue = defineQueue<Record<string, never>>({
  name: 'contact-messages-prune',
  retryLimit: 3,
  retryDelaySeconds: 300,
  expireInSeconds: 15 * 60,
});
