import { startSilentListeners } from './silent-listeners';
import { addresslessHosts, type HostPlan, type WorldPlan } from './world-plan';
import { type HostedDomain, startWorldHost, type WorldHost, type WorldHostStats } from './world-smtp-host';
import { startZoneDnsServer, type ZoneEntry } from './zone-dns-server';

/** How the world's talking hosts time their replies. */
export interface MailWorldTiming {
  /** Before every reply. @default 0 */
  replyDelayMs?: number;
  /** The slow hosts' greeting delay. @default 600 */
  slowGreetingMs?: number;
  /** How long greylisting refuses an address before it relents. @default 1500 */
  relentAfterMs?: number;
}

/** A served world: its DNS server, the one SMTP port every host listens on, and what the hosts saw. */
export interface MailWorld {
  /** `127.0.0.1:PORT` of the zone server, for `EMAIL_DNS_SERVERS`. */
  dnsServer: string;
  /** The port of every mail host (`EMAIL_SMTP_PORT`). */
  port: number;
  /** Each host's IP, by plan and host id. */
  ipOf(plan: number, host: number): string;
  /** What each talking host saw, by host name. */
  hostStats(): Map<string, WorldHostStats>;
  close(): Promise<void>;
}

const PORT_ATTEMPTS = 8;

/**
 * Serves `plans` together: one zone DNS server for all their domains, and each host on an address of its own in
 * 127.B.0.0/16 (all of 127/8 is loopback on Linux, no `ip addr` needed), every one on the same port.
 */
export async function startMailWorld(
  plans: readonly WorldPlan[],
  timing: MailWorldTiming = {},
): Promise<MailWorld> {
  // A second octet of our own keeps clear of 127.0.0.x, which other tests use.
  const octet = 20 + Math.floor(Math.random() * 230);
  let next = 0;
  const ips = plans.map((plan) =>
    plan.hosts.map(() => {
      const index = next++;
      return `127.${octet}.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
    }),
  );
  const ipOf = (plan: number, host: number) => ips[plan]![host]!;
  const dns = await startZoneDnsServer(worldZone(plans, ipOf));
  for (let attempt = 1; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    try {
      const served = await serveHosts(plans, ipOf, port, timing);
      return {
        dnsServer: dns.server,
        port,
        ipOf,
        hostStats: () => new Map(served.hosts.map(([name, host]) => [name, host.stats])),
        close: async () => {
          await served.close();
          await dns.close();
        },
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt >= PORT_ATTEMPTS) {
        await dns.close();
        throw error;
      }
    }
  }
}

/** Every domain's records and every host's address (none for the `no_address` hosts). */
function worldZone(plans: readonly WorldPlan[], ipOf: (plan: number, host: number) => string) {
  const zone: Record<string, ZoneEntry> = {};
  plans.forEach((plan, p) => {
    const addressless = addresslessHosts(plan);
    for (const host of plan.hosts)
      zone[host.name] = addressless.has(host.id) ? {} : { a: [ipOf(p, host.id)] };
    for (const domain of plan.domains) {
      if (domain.behaviour === 'nxdomain') continue;
      if (domain.behaviour === 'null_mx') zone[domain.name] = { mx: [{ exchange: '', priority: 0 }] };
      else if (domain.implicitHost !== undefined) zone[domain.name] = { a: [ipOf(p, domain.implicitHost)] };
      else {
        zone[domain.name] = {
          mx: domain.mx.map((host, k) => ({ exchange: plan.hosts[host]!.name, priority: 10 * (k + 1) })),
        };
      }
    }
  });
  return zone;
}

async function serveHosts(
  plans: readonly WorldPlan[],
  ipOf: (plan: number, host: number) => string,
  port: number,
  timing: MailWorldTiming,
): Promise<{ hosts: Array<[string, WorldHost]>; close(): Promise<void> }> {
  const hosts: Array<[string, WorldHost]> = [];
  const silent: Array<{ ip: string; port: number }> = [];
  const close = async () => {
    await Promise.all(hosts.map(([, host]) => host.close()));
  };
  try {
    for (const [p, plan] of plans.entries()) {
      const addressless = addresslessHosts(plan);
      for (const host of plan.hosts) {
        if (addressless.has(host.id) || host.flavour === 'refused') continue;
        if (host.flavour === 'silent') {
          silent.push({ ip: ipOf(p, host.id), port });
          continue;
        }
        hosts.push([
          host.name,
          await startWorldHost({
            ip: ipOf(p, host.id),
            port,
            name: host.name,
            flavour: host.flavour,
            domains: hostedDomains(plan, host),
            ...timing,
          }),
        ]);
      }
    }
    const listeners = await startSilentListeners(silent);
    return {
      hosts,
      close: async () => {
        await close();
        await listeners.close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The domains `host` takes mail for: those naming it as an MX host or as their address. */
function hostedDomains(plan: WorldPlan, host: HostPlan): Map<string, HostedDomain> {
  const hosted = new Map<string, HostedDomain>();
  for (const domain of plan.domains) {
    if (domain.mx.includes(host.id) || domain.implicitHost === host.id) {
      hosted.set(domain.name.toLowerCase(), { rule: domain.rule, mailboxes: domain.mailboxes });
    }
  }
  return hosted;
}
