/**
 * How the bounce guarantee keys an address: the SHA-256 (hex) of one canonical form, `local@asciiDomain`
 * lower-cased, so that a results cell and a bounce log name the same mailbox alike: a formula-guarded cell
 * (`'-john@example.com`) is unguarded first, and a Unicode domain is keyed as the punycode ESP logs carry.
 */
import { createHash } from 'node:crypto';
import { parseEmail, unguardCell } from '@leadproof/engine';

/** The form an address is keyed by: `local@asciiDomain`, or the trimmed, lower-cased text if it does not parse. */
export function canonicalAddress(address: string): string {
  const text = unguardCell(address.trim());
  const parsed = parseEmail(text);
  return parsed.ok ? `${parsed.email.local}@${parsed.email.asciiDomain}` : text.trim().toLowerCase();
}

/** The key of `address` in `address_verdicts` and `bounce_refunds`. */
export function addressHash(address: string): string {
  return createHash('sha256').update(canonicalAddress(address)).digest('hex');
}
