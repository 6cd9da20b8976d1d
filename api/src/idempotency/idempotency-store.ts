/**
 * The rows behind idempotent POSTs (migrations 0021, 0022): one per user and `Idempotency-Key`, claimed by the first
 * request and completed with its answer. The key is stored as its SHA-256 only, and the answer sealed (AES-256-GCM)
 * with a key derived from the Idempotency-Key, so the table alone reveals neither. A claim belongs to the credential
 * that made it (`principal`) and starts one execution (`claimId`), which is what the request's charges are keyed by.
 * An answer is kept whole only while it is small; a larger one, or one carrying a secret, is kept as its hash.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@leadproof/contract/idempotency';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../db/database';
import { GroupCommit } from '../db/group-commit';
import type { IdempotencyKeysTable } from '../db/schema';

/**
 * A claimed key whose request has not ended after this long belongs to a process that died (no request of ours runs
 * that long): a repeat with the same request takes it over instead of getting 409 for the rest of the day.
 */
export const ABANDONED_AFTER_MINUTES = 10;

/**
 * The largest answer kept whole, as stored (compressed from `COMPRESSED_FROM_BYTES` on): a real-time batch of about a hundred contacts. A larger one is kept as
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

/** HKDF's `info`: what the derived key is for. */
const SEALING_INFO = Buffer.from('leadproof idempotent answer');
const FIRST_BLOCK = Buffer.of(1);

/**
 * HKDF-SHA256 (RFC 5869) of the Idempotency-Key, salted with the user id: the AES key of that key's answer. Written as
 * its two HMACs (extract, then the one block of expand a 32-byte key needs), the same key `hkdfSync` derives (tested)
 * at about half its cost: `hkdfSync` spends most of its time checking arguments and making key objects.
 */
function sealingKey({ userId, key }: KeyRef): Buffer {
  const pseudoRandomKey = createHmac('sha256', userId).update(key).digest();
  return createHmac('sha256', pseudoRandomKey).update(SEALING_INFO).update(FIRST_BLOCK).digest();
}

/**
 * Below this many bytes an answer is sealed as it is: deflate's fixed cost (about a third of sealing a single check's
 * answer) buys a couple of hundred bytes of a row that lives a day. A batch's answer, larger, is still compressed.
 */
export const COMPRESSED_FROM_BYTES = 1024;

/** The marker of a compressed answer; an answer without it is sealed as it is. */
const COMPRESSED = 'z';

/**
 * Whether a stored answer is compressed. Not by its first character alone: base64 may start with `z` too (one answer
 * in 64). Padded base64 is a multiple of 4 characters long, so the marker is the one character over.
 */
const isCompressed = (sealed: string) => sealed.length % 4 === 1 && sealed.startsWith(COMPRESSED);

/**
 * The answer sealed with AES-256-GCM under the key's own derived key: base64 of nonce, ciphertext, tag; compressed
 * first (raw deflate, marked by a leading `z`) when it is `COMPRESSED_FROM_BYTES` or more.
 */
export function sealAnswer(ref: KeyRef, answer: Omit<StoredAnswer, 'status'>): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(ref), nonce);
  const json = Buffer.from(JSON.stringify({ contentType: answer.contentType, body: answer.body }));
  const compressed = json.length >= COMPRESSED_FROM_BYTES;
  const plain = compressed ? deflateRawSync(json) : json;
  const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${compressed ? COMPRESSED : ''}${sealed.toString('base64')}`;
}

/** How many bytes the answer `sealAnswer` sealed takes as it is stored, compressed or not (without nonce and tag). */
function sealedAnswerBytes(sealed: string): number {
  const base64 = isCompressed(sealed) ? sealed.slice(1) : sealed;
  return Buffer.byteLength(base64, 'base64') - 28;
}

/** The answer `sealAnswer` sealed, with the status kept beside it. */
export function openAnswer(ref: KeyRef, status: number, sealed: string): StoredAnswer {
  const compressed = isCompressed(sealed);
  const bytes = Buffer.from(compressed ? sealed.slice(1) : sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(ref), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const opened = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
  const plain = compressed ? inflateRawSync(opened) : opened;
  const { contentType, body } = JSON.parse(plain.toString('utf8')) as Omit<StoredAnswer, 'status'>;
  return { status, contentType, body };
}

/** A claim waiting for its statement. */
type ClaimItem = { ref: KeyRef; keyHash: string; request: ClaimedRequest; freshClaimId: string };

/** An end waiting for its statement: the answer kept (`status` set), or the key released (`status` null). */
type EndItem = {
  userId: string;
  keyHash: string;
  status: number | null;
  response: string | null;
  responseSha256: string | null;
};

/**
 * The most claims or ends one statement takes, and the most sealed answer bytes one end statement carries: a few
 * hundred kilobytes of parameters at most, whatever the load.
 */
const MAX_KEYS_PER_STATEMENT = 200;
const MAX_ANSWER_BYTES_PER_STATEMENT = 512 * 1024;

/** The row a claim is looked up by. */
const rowKey = (userId: string, keyHash: string) => `${userId.toLowerCase()}:${keyHash}`;
const rowKeyOf = (item: ClaimItem) => rowKey(item.ref.userId, item.keyHash);
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Claims `items` in one statement, so of two requests racing exactly one claims a key (a key is never twice in one
 * statement: `GroupCommit` keeps the later one for the next). An expired row (older than the TTL) is claimed afresh,
 * as a new execution; an abandoned one only by the same request from the same credential, which resumes its
 * execution. The keys it did not claim are read in one more statement.
 */
async function claimKeys(
  database: Database,
  items: readonly ClaimItem[],
  answer: (index: number, claim: Claim) => void,
): Promise<void> {
  // In one order on every process, so two processes' statements that share keys wait for each other, never deadlock.
  const sorted = [...items].sort((a, b) => compareKeys(rowKeyOf(a), rowKeyOf(b)));
  const column = <T>(pick: (item: ClaimItem) => T) => sorted.map(pick);
  const { rows: claimed } = await sql<{ user_id: string; key_hash: string; claim_id: string }>`
    insert into idempotency_keys as k (user_id, key_hash, route_id, request_hash, principal, claim_id)
    select * from unnest(${column((i) => i.ref.userId)}::uuid[], ${column((i) => i.keyHash)}::text[],
      ${column((i) => i.request.routeId)}::text[], ${column((i) => i.request.requestHash)}::text[],
      ${column((i) => i.request.principal)}::text[], ${column((i) => i.freshClaimId)}::uuid[])
    on conflict (user_id, key_hash) do update set
      route_id = excluded.route_id,
      request_hash = excluded.request_hash,
      principal = excluded.principal,
      -- A takeover goes on with the execution that died; an expired key starts a new one.
      claim_id = case when k.created_at < ${expired()} then excluded.claim_id else k.claim_id end,
      response_status = null,
      response = null,
      response_sha256 = null,
      created_at = now()
    where k.created_at < ${expired()}
      or (k.response_status is null and k.request_hash = excluded.request_hash
        and k.principal = excluded.principal and k.created_at < ${ago(`${ABANDONED_AFTER_MINUTES} minutes`)})
    returning k.user_id, k.key_hash, k.claim_id`.execute(database.db);
  const claimIds = new Map(claimed.map((row) => [rowKey(row.user_id, row.key_hash), row.claim_id]));
  const held: number[] = [];
  items.forEach((item, index) => {
    const claimId = claimIds.get(rowKeyOf(item));
    if (claimId === undefined) held.push(index);
    else answer(index, { kind: 'claimed', claimId, resumed: claimId !== item.freshClaimId });
  });
  if (held.length === 0) return;

  const { rows } = await sql<Selectable<IdempotencyKeysTable>>`
    select k.* from idempotency_keys k
    join unnest(${held.map((i) => items[i]!.ref.userId)}::uuid[], ${held.map((i) => items[i]!.keyHash)}::text[])
      as wanted(user_id, key_hash) on k.user_id = wanted.user_id and k.key_hash = wanted.key_hash`.execute(
    database.db,
  );
  const found = new Map(rows.map((row) => [rowKey(row.user_id, row.key_hash), row]));
  for (const index of held) {
    const item = items[index]!;
    const row = found.get(rowKeyOf(item));
    answer(index, row ? heldClaim(item.ref, row) : { kind: 'gone' });
  }
}

/** What a row another request holds says to a claim of its key. */
function heldClaim(ref: KeyRef, row: Selectable<IdempotencyKeysTable>): Claim {
  const held = { routeId: row.route_id, requestHash: row.request_hash, principal: row.principal };
  if (row.response_status === null) return { kind: 'running', ...held };
  const answer: KeptAnswer =
    row.response === null
      ? { status: row.response_status, body: null }
      : openAnswer(ref, row.response_status, row.response);
  return { kind: 'ended', ...held, answer };
}

/** Keeps the answers and releases the keys of `items` in one statement; only a claim still running is ended. */
async function endKeys(
  database: Database,
  items: readonly EndItem[],
  answer: (index: number) => void,
): Promise<void> {
  const column = <T>(pick: (item: EndItem) => T) => items.map(pick);
  await sql`
    with ended as (
      select * from unnest(${column((i) => i.userId)}::uuid[], ${column((i) => i.keyHash)}::text[],
        ${column((i) => i.status)}::integer[], ${column((i) => i.response)}::text[],
        ${column((i) => i.responseSha256)}::text[]) as e(user_id, key_hash, status, response, response_sha256)
    ), kept as (
      update idempotency_keys k
      set response_status = e.status, response = e.response, response_sha256 = e.response_sha256
      from ended e
      where e.status is not null and k.user_id = e.user_id and k.key_hash = e.key_hash and k.response_status is null
    )
    delete from idempotency_keys k using ended e
    where e.status is null and k.user_id = e.user_id and k.key_hash = e.key_hash and k.response_status is null
  `.execute(database.db);
  for (let index = 0; index < items.length; index++) answer(index);
}

/** One database's queues of claims and ends. */
type StoreQueues = { claims: GroupCommit<ClaimItem, Claim>; ends: GroupCommit<EndItem, void> };

const queuesByDatabase = new WeakMap<Database, StoreQueues>();

function queuesOf(database: Database): StoreQueues {
  let queues = queuesByDatabase.get(database);
  if (!queues) {
    queues = {
      claims: new GroupCommit<ClaimItem, Claim>({
        run: (items, answer) => claimKeys(database, items, answer),
        keyOf: rowKeyOf,
        maxItems: MAX_KEYS_PER_STATEMENT,
      }),
      ends: new GroupCommit<EndItem, void>({
        run: (items, answer) => endKeys(database, items, answer),
        keyOf: (item) => rowKey(item.userId, item.keyHash),
        maxItems: MAX_KEYS_PER_STATEMENT,
        bytesOf: (item) => item.response?.length ?? 0,
        maxBytes: MAX_ANSWER_BYTES_PER_STATEMENT,
      }),
    };
    queuesByDatabase.set(database, queues);
  }
  return queues;
}

/**
 * Claims the key for `request`, in one statement with the claims that arrive while one is in flight (group commit):
 * of two requests racing exactly one claims it. Another request's row is read in one more statement.
 */
export function claimKey(database: Database, ref: KeyRef, request: ClaimedRequest): Promise<Claim> {
  return queuesOf(database).claims.submit({
    ref,
    keyHash: sha256Hex(ref.key),
    request,
    freshClaimId: randomUUID(),
  });
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
  const kept = sealed !== null && sealedAnswerBytes(sealed) <= MAX_KEPT_ANSWER_BYTES;
  await queuesOf(database).ends.submit({
    userId: ref.userId,
    keyHash: sha256Hex(ref.key),
    status: answer.status,
    response: kept ? sealed : null,
    responseSha256: sha256Hex(answer.body),
  });
  return kept;
}

/** Gives the key up (its request ended in an answer that is not kept), so a retry runs the request again. */
export async function releaseKey(database: Database, ref: KeyRef): Promise<void> {
  await queuesOf(database).ends.submit({
    userId: ref.userId,
    keyHash: sha256Hex(ref.key),
    status: null,
    response: null,
    responseSha256: null,
  });
}

/** Deletes the keys past the TTL (the hourly prune); returns how many. */
export async function pruneIdempotencyKeys(database: Database): Promise<number> {
  const result = await database.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', expired())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
