/** How the bounce guarantee keys an address: the SHA-256 (hex) of its lower-cased, trimmed form. */
import { createHash } from 'node:crypto';

/** The key of `address` in `address_verdicts` and `bounce_refunds`. */
export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}
