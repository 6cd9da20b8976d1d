/**
 * The inbox an address delivers to, for granting the free trial once per person: `+tags` are dropped (every major
 * provider delivers `me+x@` to `me@`), and so are dots for Gmail, which ignores them (`m.e@gmail.com` is
 * `me@gmail.com`, and googlemail.com is gmail.com). Other providers treat dots as part of the name.
 */
import { createHash } from 'node:crypto';

const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** The canonical form of `email` (lower case, no tag; no dots for Gmail). */
export function canonicalMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/**
 * What stays of a deleted account's canonical mailbox in `trial_grants`: a SHA-256 digest, marked as such, so a new
 * sign-up with the same inbox is recognised (no second free trial) while the address itself is gone.
 */
export function deletedMailboxDigest(mailbox: string): string {
  return `sha256:${createHash('sha256').update(mailbox).digest('hex')}`;
}
