// The mailbox prober benchmark's workload, shared by its farm and prober processes: which addresses exist, which
// the farm accepts, and how the API would batch them.

/** The simulated MTA's delay before every reply, greeting included. @unit milliseconds */
export const REPLY_DELAY_MS = 40;

/** Every this many domains, one is catch-all (it accepts any recipient, the catch-all check's included). */
const CATCH_ALL_EVERY = 100;

/** The domain with index `n`; its one MX host is {@link mxHostOf}. */
export function domainOf(n: number): string {
  return `d${n}.bench`;
}

/** The MX host of `domain`: one per domain, so the prober's per-MX limit sees every domain as its own server. */
export function mxHostOf(domain: string): string {
  return `mx.${domain}`;
}

/** True for the few catch-all domains. */
export function isCatchAll(domain: string): boolean {
  return Number(domain.slice(1, domain.indexOf('.'))) % CATCH_ALL_EVERY === 0;
}

/**
 * `count` addresses over `domains` domains, dealt round robin as a list mixes its domains: about one in eight
 * mailboxes does not exist (`gone…`, 550 5.1.1), the rest do (`user…`).
 */
export function benchAddresses(count: number, domains: number): string[] {
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    // A multiplicative hash rather than i % 8, so the unknown mailboxes do not line up with the domains.
    const gone = Math.imul(i, 2654435761) >>> 29 === 0;
    addresses.push(`${gone ? 'gone' : 'user'}${i}@${domainOf(i % domains)}`);
  }
  return addresses;
}

/** The farm's answer to `RCPT TO:<address>`. */
export function rcptReply(address: string): string {
  const at = address.lastIndexOf('@');
  if (isCatchAll(address.slice(at + 1)) || address.startsWith('user')) return '250 2.1.5 Ok';
  // The prober's catch-all check (`lp-check-…`) lands here too: not found, so the domain is not catch-all.
  return '550 5.1.1 User unknown';
}
