/**
 * The rows behind idempotent POSTs (migration 0021): one per user and `Idempotency-Key`, claimed by the first request
 * and completed with its answer. The key is stored as its SHA-256 only, and the answer sealed (AES-256-GCM) with a
 * key derived from the Idempotency-Key, so the table alone reveals neither: the answer that created an API key
 * carries its token.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@leadproof/sdk';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * A claimed key whose request has not ended after this long belongs to a process that died (no request of ours runs
 * that long): a repeat with the same request takes it over instead of getting 409 for the rest of the day.
 */
export const ABANDONED_AFTER_MINUTES = 10;

/** `now()` minus a constant interval, in SQL. */
function ago(interval: string) {
  return sql<Date>`now() - ${sql.raw(`interval '${interval}'`)}`;
}
const expired = () => ago(`${IDEMPOTENCY_KEY_TTL_HOURS} hours`);

/** The answer a key keeps. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** What a claim found: the key is ours to run, or another request holds it (running or ended). */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'running'; routeId: string; requestHash: string }
  | { kind: 'ended'; routeId: string; requestHash: string; answer: StoredAnswer }
  | { kind: 'gone' };

/** One user's key: what identifies its row and seals its answer. */
export interface KeyRef {
  userId: string;
  key: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function sealingKey({ userId, key }: KeyRef): Buffer {
  return Buffer.from(hkdfSync('sha256', key, userId, 'leadproof idempotent answer', 32));
}

/** AES-256-GCM of the answer under the key's own derived key: nonce, ciphertext, tag, as base64. */
export function sealAnswer(ref: KeyRef, answer: StoredAnswer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(ref), nonce);
  const plain = JSON.stringify({ contentType: answer.contentType, body: answer.body });
  const sealed = Buffer.concat([nonce, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64');
}

/** The answer `sealAnswer` sealed, with the status kept beside it. */
export function openAnswer(ref: KeyRef, status: number, sealed: string): StoredAnswer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(ref), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
  const { contentType, body } = JSON.parse(plain.toString('utf8')) as Omit<StoredAnswer, 'status'>;
  return { status, contentType, body };
}

/**
 * Claims the key for a request (`routeId`, `requestHash`) in one statement, so of two requests racing exactly one
 * claims it. An expired row (older than the TTL) is claimed afresh; an abandoned one only by the same request.
 */
export async function claimKey(
  database: Database,
  ref: KeyRef,
  routeId: string,
  requestHash: string,
): Promise<Claim> {
  const keyHash = sha256Hex(ref.key);
  const claimed = await database.db
    .insertInto('idempotency_keys')
    .values({ user_id: ref.userId, key_hash: keyHash, route_id: routeId, request_hash: requestHash })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key_hash'])
        .doUpdateSet({
          route_id: routeId,
          request_hash: requestHash,
          response_status: null,
          response: null,
          created_at: sql`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', expired()),
            eb.and([
              eb('idempotency_keys.response_status', 'is', null),
              eb('idempotency_keys.request_hash', '=', requestHash),
              eb('idempotency_keys.created_at', '<', ago(`${ABANDONED_AFTER_MINUTES} minutes`)),
            ]),
          ]),
        ),
    )
    .returning('key_hash')
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed' };
  const row = await database.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', ref.userId)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  // Released between the two statements (the request ended in an error that is not kept): try again.
  if (!row) return { kind: 'gone' };
  const { route_id: storedRoute, request_hash: storedHash } = row;
  if (row.response_status === null || row.response === null) {
    return { kind: 'running', routeId: storedRoute, requestHash: storedHash };
  }
  return {
    kind: 'ended',
    routeId: storedRoute,
    requestHash: storedHash,
    answer: openAnswer(ref, row.response_status, row.response),
  };
}

/** Keeps the answer of the request that claimed the key. */
export async function completeKey(database: Database, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  await database.db
    .updateTable('idempotency_keys')
    .set({ response_status: answer.status, response: sealAnswer(ref, answer) })
    .where('user_id', '=', ref.userId)
    .where('key_hash', '=', sha256Hex(ref.key))
    .where('response_status', 'is', null)
    .execute();
}

/** Gives the key up (its request ended in an answer that is not kept), so a retry runs the request again. */
export async function releaseKey(database: Database, ref: KeyRef): Promise<void> {
  await database.db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', ref.userId)
    .where('key_hash', '=', sha256Hex(ref.key))
    .where('response_status', 'is', null)
    .execute();
}

/** Deletes the keys past the TTL (the hourly prune); returns how many. */
export async function pruneIdempotencyKeys(database: Database): Promise<number> {
  const result = await database.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', expired())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
