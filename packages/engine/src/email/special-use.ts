/**
 * Top-level names set aside for special use (RFC 6761 §6.2–6.4 `.test`, `.localhost`, `.invalid`; RFC 6762
 * `.local`, multicast DNS; RFC 7686 `.onion`; RFC 3172 `.arpa`, infrastructure only). No public mail server
 * can have an address under them, and asking DNS about them is wrong: a `.local` look-up leaves for mDNS on
 * the local network, a `.onion` one leaks what was asked.
 */
const SPECIAL_USE_TLDS: ReadonlySet<string> = new Set([
  'arpa',
  'invalid',
  'local',
  'localhost',
  'onion',
  'test',
]);

/**
 * Whether an ASCII domain is under a special-use name (`printer.local`, `x.test`, `a.localhost`). With
 * `testDomains`, `.test` names are ordinary ones (RFC 6761 §6.2 lets applications use them as any other; a
 * private DNS serving a test world answers for them), as python-email-validator's test environment does.
 */
export function isSpecialUseDomain(asciiDomain: string, testDomains = false): boolean {
  const name = asciiDomain.endsWith('.') ? asciiDomain.slice(0, -1) : asciiDomain;
  const tld = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return SPECIAL_USE_TLDS.has(tld) && !(testDomains && tld === 'test');
}
