/**
 * Which URLs webhooks may be sent to (an SSRF guard). A customer chooses the URL, and our servers POST to it, so
 * a URL must not reach our own network: https only in production (http to localhost in embedded mode, which runs
 * on the customer's own machine), and no host that resolves to a private, loopback, link-local or cloud metadata
 * address unless `WEBHOOKS_ALLOW_PRIVATE=on`. Checked at registration and again before every attempt, whose
 * connection then goes to the address checked here (`sendWebhook`), so a DNS answer that changes in between (DNS
 * rebinding) cannot slip through.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isPrivateAddress } from '@leadproof/engine';
import type { Config } from '../config/config';

/** One address a host name resolves to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to its addresses; injectable so tests control what a name resolves to, and when. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** What the guard allows: the run mode, `WEBHOOKS_ALLOW_PRIVATE`, `WEBHOOKS_ALLOW_HTTP`, and how names are resolved. */
export type WebhookUrlPolicy = {
  mode: 'embedded' | 'production';
  allowPrivate: boolean;
  /** Plain http to any host (tests on PostgreSQL, closed networks). @default false */
  allowHttp?: boolean;
  resolve: HostResolver;
  /**
   * This server, which a webhook must never reach (its `/dev` pages pay checkouts): the ports it listens on and
   * the origin users reach it at. Unset: only the `/dev` rule applies.
   */
  ownServer?: { ports: readonly number[]; publicOrigin: string };
};

/**
 * What a caller is told of a refusal that depends on where the host's name leads (its addresses, that it does not
 * resolve, that it is this server): one text for all of them, so the answer never says how an internal name
 * resolves (issue 34, finding 9). The reason is in the error's `message`, for the log.
 */
export const WEBHOOK_HOST_REFUSED_MESSAGE =
  "Webhooks are not sent to this URL's host: it must be a public host on the internet that resolves, not this " +
  "server, a private network, a loopback or a cloud metadata address. Use your receiver's public https URL, or, on " +
  'a closed network, ask the operator to set WEBHOOKS_ALLOW_PRIVATE=on.';

/**
 * A URL the guard refuses. `message` says which rule and why, for the log; `shown` is what the customer is told:
 * the same for the URL's form (scheme, http), the one generic text for anything learnt by resolving the host.
 */
export class WebhookUrlRefusedError extends Error {
  override name = 'WebhookUrlRefusedError';

  constructor(
    message: string,
    readonly shown: string = message,
  ) {
    super(message);
  }
}

/** A refusal learnt by resolving the host: its reason is logged, never shown. */
const hostRefused = (reason: string) => new WebhookUrlRefusedError(reason, WEBHOOK_HOST_REFUSED_MESSAGE);

/** The operating system's resolver (what `fetch` and `http.request` would use). */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** The policy `config` sets (run mode, `WEBHOOKS_ALLOW_PRIVATE`), resolving names with `resolve`. */
export function webhookUrlPolicyOf(config: Config, resolve: HostResolver = systemResolver): WebhookUrlPolicy {
  return {
    mode: config.mode,
    allowPrivate: config.webhooks.allowPrivate,
    allowHttp: config.webhooks.allowHttp,
    resolve,
    ownServer: {
      ports:
        config.metrics.serve.on === 'listener' ? [config.port, config.metrics.serve.port] : [config.port],
      publicOrigin: new URL(config.publicUrl).origin,
    },
  };
}

/** The addresses of this machine's interfaces: with `HOST=0.0.0.0`, any of them reaches our listener. */
function isThisMachine(ip: string): boolean {
  if (isLoopbackAddress(ip) || ip === '0.0.0.0' || ip === '::') return true;
  return Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.address === ip),
  );
}

/** The URL's port, or its scheme's default. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Refuses this server's own listener and the `/dev` pages of any server not on the internet: in embedded mode,
 * where webhooks may go to localhost, a webhook to `/dev/checkout/{id}/pay` would pay a checkout for free.
 */
function refuseOwnServer(url: URL, addresses: ResolvedAddress[], policy: WebhookUrlPolicy): void {
  const own = policy.ownServer;
  const toUs =
    own !== undefined &&
    (url.origin === own.publicOrigin ||
      (own.ports.includes(portOf(url)) && addresses.some(({ address }) => isThisMachine(address))));
  if (toUs) {
    throw hostRefused(
      `The webhook URL ${url.origin} is this server itself, which webhooks are not sent to. Use your own receiver's URL.`,
    );
  }
  const devPage = /^\/dev(\/|$)/i.test(url.pathname);
  if (devPage && addresses.some(({ address }) => isPrivateAddress(address) || isThisMachine(address))) {
    throw hostRefused(
      "Webhook URLs on this machine or a private network may not be /dev pages. Use your own receiver's URL.",
    );
  }
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const linkLocalOrMetadata = new BlockList();
linkLocalOrMetadata.addSubnet('169.254.0.0', 16, 'ipv4'); // includes 169.254.169.254
linkLocalOrMetadata.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud's metadata service
linkLocalOrMetadata.addSubnet('fe80::', 10, 'ipv6');
linkLocalOrMetadata.addAddress('fd00:ec2::254', 'ipv6'); // EC2's IPv6 metadata service

/** True for 127.0.0.0/8 and ::1 (and their IPv4-mapped forms). */
function isLoopbackAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  return isIP(ip) === 6 ? loopback.check(ip, 'ipv6') : loopback.check(ip, 'ipv4');
}

/** "a loopback address", "a link-local or cloud metadata address" or "a private address", for the error. */
function describeAddress(ip: string): string {
  if (isLoopbackAddress(ip)) return 'a loopback address';
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (linkLocalOrMetadata.check(ip, family)) return 'a link-local or cloud metadata address';
  return 'a private address';
}

function isLocalhostName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    (isIP(hostname) !== 0 && isLoopbackAddress(hostname))
  );
}

/** The URL's host as an address or a name: `[::1]` loses its brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Checks `rawUrl` against `policy` and returns it with the one address to connect to; throws
 * `WebhookUrlRefusedError` saying what to fix.
 */
export async function checkWebhookUrl(
  rawUrl: string,
  policy: WebhookUrlPolicy,
): Promise<{ url: URL; address: ResolvedAddress }> {
  const url = URL.parse(rawUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new WebhookUrlRefusedError(
      'Webhook URLs must be https:// URLs, e.g. https://example.com/webhooks.',
    );
  }
  const host = hostOf(url);
  const httpAllowed = policy.allowHttp || (policy.mode === 'embedded' && isLocalhostName(host));
  if (url.protocol === 'http:' && !httpAllowed) {
    throw new WebhookUrlRefusedError(
      policy.mode === 'embedded'
        ? `Webhook URLs must use https; plain http is allowed to localhost only (got ${url.origin}).`
        : `Webhook URLs must use https (got ${url.origin}); use an https:// URL with a valid certificate.`,
    );
  }
  const addresses = await resolveHost(host, policy.resolve);
  refuseOwnServer(url, addresses, policy);
  for (const { address } of addresses) {
    if (!isPrivateAddress(address) || policy.allowPrivate) continue;
    // Embedded mode runs on the customer's machine: a receiver on that machine is the usual case there.
    if (policy.mode === 'embedded' && isLoopbackAddress(address)) continue;
    throw hostRefused(
      `The webhook URL's host ${host} resolves to ${describeAddress(address)} (${address}), which webhooks are ` +
        'not sent to. Use a public https URL, or, on a closed network, set WEBHOOKS_ALLOW_PRIVATE=on on the server.',
    );
  }
  // Checked above, all of them: connecting to the first is as safe as to any.
  return { url, address: addresses[0] as ResolvedAddress };
}

async function resolveHost(host: string, resolve: HostResolver): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family === 6 ? 6 : 4 }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw hostRefused(`The webhook URL's host ${host} could not be resolved (${code}).`);
  }
  if (addresses.length === 0) {
    throw hostRefused(`The webhook URL's host ${host} has no address.`);
  }
  return addresses;
}
