/**
 * The rows behind idempotent POSTs (migrations 0021, 0022): one per user and `Idempotency-Key`, claimed by the first
 * request and completed with its answer. The key is stored as its SHA-256 only, and the answer sealed (AES-256-GCM)
 * with a key derived from the Idempotency-Key, so the table alone reveals neither. A claim belongs to the credential
 * that made it (`principal`) and starts one execution (`claimId`), which is what the request's charges are keyed by.
 * An answer is kept whole only while it is small; a larger one, or one carrying a secret, is kept as its hash.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@leadproof/contract/idempotency';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * A claimed key whose request has not ended after this long belongs to a process that died (no request of ours runs
 * that long): a repeat with the same request takes it over instead of getting 409 for the rest of the day.
 */
export const ABANDONED_AFTER_MINUTES = 10;

/**
 * The largest answer kept whole, compressed: a real-time batch of about a hundred contacts. A larger one is kept as
 * its hash (a repeat gets 409), so a day of stored answers is at most this much per request.
 */
export const MAX_KEPT_ANSWER_BYTES = 16 * 1024;

/** `now()` minus a constant interval, in SQL. */
function ago(interval: string) {
  return sql<Date>`now() - ${sql.raw(`interval '${interval}'`)}`;
}
const expired = () => ago(`${IDEMPOTENCY_KEY_TTL_HOURS} hours`);

/** The answer a request ended with. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** An ended request's answer as kept: whole, or only its status (the body was too large or held a secret). */
export type KeptAnswer = StoredAnswer | { status: number; body: null };

/**
 * What a claim found: the key is ours to run (a new execution, or one taken over from a process that died), or
 * another request holds it (running or ended).
 */
export type Claim =
  | { kind: 'claimed'; claimId: string; resumed: boolean }
  | { kind: 'running'; routeId: string; requestHash: string; principal: string }
  | { kind: 'ended'; routeId: string; requestHash: string; principal: string; answer: KeptAnswer }
  | { kind: 'gone' };

/** One user's key: what identifies its row and seals its answer. */
export interface KeyRef {
  userId: string;
  key: string;
}

/** The request a claim is for: its route, body hash, and the credential making it (`session`, `apiKey:{id}`). */
export interface ClaimedRequest {
  routeId: string;
  requestHash: string;
  principal: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function sealingKey({ userId, key }: KeyRef): Buffer {
  return Buffer.from(hkdfSync('sha256', key, userId, 'leadproof idempotent answer', 32));
}

/**
 * The answer compressed (raw deflate, marked by a leading `z`) and sealed with AES-256-GCM under the key's own derived
 * key: `z` + base64 of nonce, ciphertext, tag. Rows from before compression have no marker.
 */
export function sealAnswer(ref: KeyRef, answer: Omit<StoredAnswer, 'status'>): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(ref), nonce);
  const plain = deflateRawSync(JSON.stringify({ contentType: answer.contentType, body: answer.body }));
  const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `z${sealed.toString('base64')}`;
}

/** The answer `sealAnswer` sealed, with the status kept beside it. */
export function openAnswer(ref: KeyRef, status: number, sealed: string): StoredAnswer {
  const compressed = sealed.startsWith('z');
  const bytes = Buffer.from(compressed ? sealed.slice(1) : sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(ref), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const opened = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
  const plain = compressed ? inflateRawSync(opened) : opened;
  const { contentType, body } = JSON.parse(plain.toString('utf8')) as Omit<StoredAnswer, 'status'>;
  return { status, contentType, body };
}

/**
 * Claims the key for `request` in one statement, so of two requests racing exactly one claims it. An expired row
 * (older than the TTL) is claimed afresh, as a new execution; an abandoned one only by the same request from the same
 * credential, which resumes its execution.
 */
export async function claimKey(database: Database, ref: KeyRef, request: ClaimedRequest): Promise<Claim> {
  const keyHash = sha256Hex(ref.key);
  const { routeId, requestHash, principal } = request;
  const freshClaimId = randomUUID();
  const claimed = await database.db
    .insertInto('idempotency_keys')
    .values({
      user_id: ref.userId,
      key_hash: keyHash,
      route_id: routeId,
      request_hash: requestHash,
      principal,
      claim_id: freshClaimId,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key_hash'])
        .doUpdateSet({
          route_id: routeId,
          request_hash: requestHash,
          principal,
          // A takeover goes on with the execution that died; an expired key starts a new one.
          claim_id: sql`case when idempotency_keys.created_at < ${expired()} then ${freshClaimId}::uuid
            else idempotency_keys.claim_id end`,
          response_status: null,
          response: null,
          response_sha256: null,
          created_at: sql`now()`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', expired()),
            eb.and([
              eb('idempotency_keys.response_status', 'is', null),
              eb('idempotency_keys.request_hash', '=', requestHash),
              eb('idempotency_keys.principal', '=', principal),
              eb('idempotency_keys.created_at', '<', ago(`${ABANDONED_AFTER_MINUTES} minutes`)),
            ]),
          ]),
        ),
    )
    .returning('claim_id')
    .executeTakeFirst();
  if (claimed) {
    return { kind: 'claimed', claimId: claimed.claim_id, resumed: claimed.claim_id !== freshClaimId };
  }
  const row = await database.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', ref.userId)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  // Released between the two statements (the request ended in an error that is not kept): try again.
  if (!row) return { kind: 'gone' };
  const held = { routeId: row.route_id, requestHash: row.request_hash, principal: row.principal };
  if (row.response_status === null) return { kind: 'running', ...held };
  const answer: KeptAnswer =
    row.response === null
      ? { status: row.response_status, body: null }
      : openAnswer(ref, row.response_status, row.response);
  return { kind: 'ended', ...held, answer };
}

/**
 * Keeps the answer of the request that claimed the key: whole when `keepBody` and it is small enough compressed,
 * otherwise its status and hash only. Returns whether the body was kept.
 */
export async function completeKey(
  database: Database,
  ref: KeyRef,
  answer: StoredAnswer,
  { keepBody }: { keepBody: boolean },
): Promise<boolean> {
  const sealed = keepBody ? sealAnswer(ref, answer) : null;
  // The ciphertext is as long as the compressed answer; the nonce and tag take 28 bytes more.
  const kept = sealed !== null && Buffer.byteLength(sealed.slice(1), 'base64') - 28 <= MAX_KEPT_ANSWER_BYTES;
  await database.db
    .updateTable('idempotency_keys')
    .set({
      response_status: answer.status,
      response: kept ? sealed : null,
      response_sha256: sha256Hex(answer.body),
    })
    .where('user_id', '=', ref.userId)
    .where('key_hash', '=', sha256Hex(ref.key))
    .where('response_status', 'is', null)
    .execute();
  return kept;
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
