import { canonicalGivenName } from './nicknames';
import type { DedupeRecord } from './record';
import { soundex } from './similarity';

/**
 * Blocking keys: only rows sharing at least one key are compared, which keeps the cost near
 * linear. Several independent keys let a typo in one field be caught through another.
 */
export function blockingKeys(record: DedupeRecord): string[] {
  const keys: string[] = [];
  const { first, last } = record;
  if (record.email) keys.push(`e|${record.email}`);
  if (record.phone) keys.push(`p|${record.phone}`);
  const firstCode = first ? soundex(canonicalGivenName(first)) : '';
  const lastCode = last ? soundex(last) : '';
  if (last) keys.push(`n|${lastCode}|${first.charAt(0)}`);
  // Both sounds in a fixed order: "Smith John" meets "John Smith", and a surname typo that keeps its sound is caught.
  if (first && last)
    keys.push(firstCode < lastCode ? `m|${firstCode}|${lastCode}` : `m|${lastCode}|${firstCode}`);
  if (record.postcode && (last || first)) keys.push(`z|${record.postcode}|${(last || first).charAt(0)}`);
  if (record.postcode && record.streetNumber) keys.push(`a|${record.postcode}|${record.streetNumber}`);
  if (record.street && record.streetNumber)
    keys.push(`s|${record.street.slice(0, 4)}|${record.streetNumber}`);
  const organisation = record.domain || record.company;
  if (organisation && (first || last)) keys.push(`c|${organisation}|${(first || last).charAt(0)}`);
  return keys;
}

/** 26-bit FNV-1a hash; a collision only merges two blocks, costing comparisons, never correctness. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x3ffffff;
}

/** The {@link hashKey}s of a record's {@link blockingKeys}: what the duplicate finder indexes. */
export function blockingKeyHashes(record: DedupeRecord): number[] {
  return blockingKeys(record).map(hashKey);
}
