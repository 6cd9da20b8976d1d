import { canonicalGivenName } from './nicknames';
import type { DedupeRecord } from './record';
import { soundex } from './similarity';

/** Receives one blocking key as its parts: `tag|first` or `tag|first|second`. */
type KeySink = (tag: string, first: string, second?: string) => void;

/**
 * Blocking keys: only rows sharing at least one key are compared, which keeps the cost near
 * linear. Several independent keys let a typo in one field be caught through another.
 */
function forEachBlockingKey(record: DedupeRecord, emit: KeySink): void {
  const { first, last } = record;
  if (record.email) emit('e', record.email);
  if (record.phone) emit('p', record.phone);
  const firstCode = first ? soundex(canonicalGivenName(first)) : '';
  const lastCode = last ? soundex(last) : '';
  if (last) emit('n', lastCode, first.charAt(0));
  // Both sounds in a fixed order: "Smith John" meets "John Smith", and a surname typo that keeps its sound is caught.
  if (first && last) {
    if (firstCode < lastCode) emit('m', firstCode, lastCode);
    else emit('m', lastCode, firstCode);
  }
  if (record.postcode && (last || first)) emit('z', record.postcode, (last || first).charAt(0));
  if (record.postcode && record.streetNumber) emit('a', record.postcode, record.streetNumber);
  if (record.street && record.streetNumber) emit('s', record.street.slice(0, 4), record.streetNumber);
  const organisation = record.domain || record.company;
  if (organisation && (first || last)) emit('c', organisation, (first || last).charAt(0));
}

/** The blocking keys of a record, as text (`e|jane@acme.com`, `n|D000|j`, …). */
export function blockingKeys(record: DedupeRecord): string[] {
  const keys: string[] = [];
  forEachBlockingKey(record, (tag, first, second) =>
    keys.push(second === undefined ? `${tag}|${first}` : `${tag}|${first}|${second}`),
  );
  return keys;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const BAR = '|'.charCodeAt(0);

function fnvAdd(hash: number, text: string): number {
  let next = hash;
  for (let i = 0; i < text.length; i++) next = Math.imul(next ^ text.charCodeAt(i), FNV_PRIME);
  return next;
}

function fnvEnd(hash: number): number {
  return (hash >>> 0) & 0x3ffffff;
}

/** 26-bit FNV-1a hash; a collision only merges two blocks, costing comparisons, never correctness. */
export function hashKey(key: string): number {
  return fnvEnd(fnvAdd(FNV_OFFSET, key));
}

/**
 * The {@link hashKey}s of a record's {@link blockingKeys}: what the duplicate finder indexes. Hashed
 * part by part, so the key strings are never built.
 */
export function blockingKeyHashes(record: DedupeRecord): number[] {
  const hashes: number[] = [];
  forEachBlockingKey(record, (tag, first, second) => {
    let hash = Math.imul(fnvAdd(FNV_OFFSET, tag) ^ BAR, FNV_PRIME);
    hash = fnvAdd(hash, first);
    if (second !== undefined) hash = fnvAdd(Math.imul(hash ^ BAR, FNV_PRIME), second);
    hashes.push(fnvEnd(hash));
  });
  return hashes;
}
