import type { Resolver } from 'node:dns/promises';

/** Where a domain's mail goes, as far as DNS says. */
export type MxLookup =
  | { kind: 'hosts'; hosts: string[] }
  /** A null MX (RFC 7505), or a domain that does not exist at all: it takes no mail. */
  | { kind: 'no_mail' }
  /** DNS could not answer (SERVFAIL, timeout, refused). */
  | { kind: 'dns_error'; code: string };

const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND']);

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}

/**
 * The hosts to try for a domain, lowest preference first. A domain without MX records gets its implicit MX, itself,
 * when it has an address (RFC 5321 §5.1).
 */
export async function lookUpMxHosts(resolver: Resolver, domain: string): Promise<MxLookup> {
  try {
    const records = await resolver.resolveMx(domain);
    const usable = records.filter((record) => record.exchange !== '' && record.exchange !== '.');
    if (usable.length === 0) return { kind: 'no_mail' };
    // Equal preferences keep DNS order; RFC 5321 asks for them to be shuffled, but a stable order makes a probe's
    // evidence reproducible and the hosts of one preference are usually the same cluster.
    const sorted = [...usable].sort((a, b) => a.priority - b.priority);
    const hosts = [...new Set(sorted.map((record) => record.exchange.toLowerCase().replace(/\.$/, '')))];
    return { kind: 'hosts', hosts };
  } catch (error) {
    const code = codeOf(error);
    if (!NO_RECORDS.has(code)) return { kind: 'dns_error', code };
  }
  const addresses = await resolveHostAddresses(resolver, domain);
  if (addresses.kind === 'addresses') return { kind: 'hosts', hosts: [domain] };
  return addresses.kind === 'none' ? { kind: 'no_mail' } : addresses;
}

/** The outcome of resolving one MX host name. */
export type HostAddresses =
  | { kind: 'addresses'; ips: string[] }
  | { kind: 'none' }
  | { kind: 'dns_error'; code: string };

/**
 * A host's IPv4 addresses, else its IPv6 ones. The prober connects to these itself, through the same resolver, so
 * the address it checks for privacy is the address it dials (no second look-up to rebind).
 */
export async function resolveHostAddresses(resolver: Resolver, host: string): Promise<HostAddresses> {
  let failure: string | undefined;
  for (const family of ['4', '6'] as const) {
    try {
      const ips = family === '4' ? await resolver.resolve4(host) : await resolver.resolve6(host);
      if (ips.length > 0) return { kind: 'addresses', ips };
    } catch (error) {
      const code = codeOf(error);
      if (!NO_RECORDS.has(code)) failure ??= code;
    }
  }
  return failure ? { kind: 'dns_error', code: failure } : { kind: 'none' };
}
