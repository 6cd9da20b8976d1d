/**
 * How the bounce guarantee keys an address: the SHA-256 (hex) of one canonical form, `local@asciiDomain`
 * lower-cased, so that a results cell and a bounce log name the same mailbox alike: a formula-guarded cell
 * (`'-john@example.com`) is unguarded first, and a Unicode domain is keyed as the punycode ESP logs carry.
 */
import { createHash } from 'node:crypto';
import { parseEmail, unguardCell } from '@leadproof/engine';
import { type RawBuilder, sql } from 'kysely';

/** The form an address is keyed by: `local@asciiDomain`, or the trimmed, lower-cased text if it does not parse. */
export function canonicalAddress(address: string): string {
  const text = unguardCell(address.trim());
  const parsed = parseEmail(text);
  return parsed.ok ? `${parsed.email.local}@${parsed.email.asciiDomain}` : text.trim().toLowerCase();
}

/** The key of `address` in `bounce_refunds`, `bounced_verdicts` and `reported_bounces` (hex); `address_verdicts` keeps its bytes. */
export function addressHash(address: string): string {
  return createHash('sha256').update(canonicalAddress(address)).digest('hex');
}

/** A hex key (`addressHash`) as the bytes `address_verdicts.address_sha256` holds, for a comparison or a write. */
export function addressHashBytes(hash: string): RawBuilder<Uint8Array> {
  return sql<Uint8Array>`decode(${hash}, 'hex')`;
}

/** The hex key (`addressHash`) of a bytes column such as `address_verdicts.address_sha256`. */
export function addressHashHex(column: string): RawBuilder<string> {
  return sql<string>`encode(${sql.ref(column)}, 'hex')`;
}
