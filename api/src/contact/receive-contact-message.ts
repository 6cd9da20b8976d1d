/**
 * A message from the /contact form arrives: counted against the sender's per-client limit, stored, and its e-mail to
 * the operator enqueued in the same transaction (the message is never lost when mail is down, and never e-mailed
 * without being stored). A retried request with the same Idempotency-Key gets the first message back.
 */
import { createHash } from 'node:crypto';
import type { contactMessageCreateBodySchema } from '@leadproof/contract/contact';
import type { z } from 'zod';
import { AuthError } from '../auth/auth-error';
import { consumeRateLimits } from '../auth/rate-limiter';
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { JobQueue } from '../jobs/job-queue';
import { contactNotifyQueue } from './contact-queues';

/** A message as the contract parsed it (trimmed, `company` defaulted). */
export type ContactMessage = z.output<typeof contactMessageCreateBodySchema>;

/** Who sent it: the client address (for the limit) and their Idempotency-Key, if any. */
export type ContactSender = { clientIp: string; idempotencyKey: string | undefined };

/** What `receiveContactMessage` needs. */
export type ContactDeps = { database: Database; jobs: JobQueue; perClientPerHour: number };

/** Thrown past the per-client limit: the route answers 429 with `Retry-After`. */
export class ContactRateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super({
      code: 'rate_limited',
      message: `Too many messages from your network in the last hour: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  }
}

const HOUR_SECONDS = 3600;

/** Stores the message and enqueues the operator's e-mail; resolves with its id and arrival time. */
export async function receiveContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  sender: ContactSender,
): Promise<{ id: string; receivedAt: Date }> {
  const keyHash = sender.idempotencyKey
    ? createHash('sha256').update(sender.idempotencyKey).digest('hex')
    : null;
  // A retry of a request that went through: the same message, and no second count against the limit.
  if (keyHash) {
    const earlier = await findByKey(deps.database, keyHash);
    if (earlier) return earlier;
  }
  try {
    await consumeRateLimits(deps.database, [
      { bucket: `contact:ip:${sender.clientIp}`, limit: deps.perClientPerHour, windowSeconds: HOUR_SECONDS },
    ]);
  } catch (error) {
    if (error instanceof AuthError && error.status === 429) {
      throw new ContactRateLimitedError(error.retryAfterSeconds ?? HOUR_SECONDS);
    }
    throw error;
  }
  const stored = await deps.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        topic: message.topic,
        name: message.name,
        email: message.email,
        company: message.company,
        plan_id: message.planId ?? null,
        message: message.message,
        idempotency_key_hash: keyHash,
      })
      .onConflict((oc) => oc.column('idempotency_key_hash').doNothing())
      .returning(['id', 'created_at'])
      .executeTakeFirst();
    if (row) await deps.jobs.sendWithin(trx, contactNotifyQueue, { messageId: row.id });
    return row;
  });
  if (stored) return { id: stored.id, receivedAt: new Date(stored.created_at) };
  // The same key arrived twice at once and the other request stored it.
  const earlier = keyHash ? await findByKey(deps.database, keyHash) : undefined;
  if (!earlier) throw new Error('contact message: an idempotency conflict without a stored message');
  return earlier;
}

async function findByKey(database: Database, keyHash: string) {
  const row = await database.db
    .selectFrom('contact_messages')
    .select(['id', 'created_at'])
    .where('idempotency_key_hash', '=', keyHash)
    .executeTakeFirst();
  return row ? { id: row.id, receivedAt: new Date(row.created_at) } : undefined;
}
