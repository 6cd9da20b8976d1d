import { Resolver } from 'node:dns/promises';
import { getDomain } from 'tldts';

/** One MX record, as `node:dns` returns it. */
export interface MxRecord {
  exchange: string;
  priority: number;
}

/**
 * Where MX records come from. Reject with an error whose `code` is `ENOTFOUND` or `ENODATA` when the
 * domain has no MX records; any other rejection means "could not find out" (`dns_unavailable`).
 */
export interface MxResolver {
  resolveMx(asciiDomain: string): Promise<MxRecord[]>;
  /**
   * Whether the domain has an A or AAAA record: a domain with no MX record takes mail at its own address (the
   * implicit MX, RFC 5321 §5.1). Reject like `resolveMx` when it cannot be found out. Without it, no MX is `no_mx`.
   */
  hasAddress?(asciiDomain: string): Promise<boolean>;
}

/** What the mail check learned about a domain. */
export type DomainMailStatus = 'mx' | 'no_mx' | 'unavailable';

/** Tuning for {@link DomainMailChecker}. */
export interface DomainMailCheckerOptions {
  /** Gives up on one look-up after this long. @default 5000 @unit milliseconds */
  timeoutMs?: number;
  /** Look-ups in flight at once. @default 16 */
  concurrency?: number;
  /** Wall-clock time the file's look-ups may take, from the first one. @default 600000 @unit milliseconds */
  budgetMs?: number;
  /** Distinct domains one file may look up. @default 200000 */
  maxLookups?: number;
  /** Distinct domains looked up under one registrable domain (`a.example.com`, `b.example.com`, …). @default 50 */
  maxLookupsPerSite?: number;
  /**
   * Look-ups under one registrable domain that may fail or time out before the rest are not tried (those already in
   * flight, up to `concurrency`, still finish). @default 3
   */
  maxFailuresPerSite?: number;
}

/** What one registrable domain has cost this file so far. */
type SiteCost = { lookups: number; failures: number };

/**
 * A resolver through `node:dns/promises`, with its own per-query timeout: the system's name servers, or `servers`
 * (`host[:port]`, as `dns.setServers` takes them) when given.
 */
export function createSystemMxResolver(timeoutMs = 5000, servers: readonly string[] = []): MxResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const answers = async (lookUp: Promise<string[]>) =>
    lookUp.then(
      (addresses) => addresses.length > 0,
      (error: { code?: string }) => {
        if (NO_RECORDS.has(error.code ?? '')) return false;
        throw error;
      },
    );
  return {
    resolveMx: (domain) => resolver.resolveMx(domain),
    hasAddress: async (domain) =>
      (await answers(resolver.resolve4(domain))) || (await answers(resolver.resolve6(domain))),
  };
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);
const UNAVAILABLE: Promise<DomainMailStatus> = Promise.resolve('unavailable');
/**
 * Look-ups that fail in a row, with none answered, before DNS counts as down for the rest of the
 * file: without it a resolver that times out would hold a list with thousands of domains for hours.
 */
const OUTAGE_AFTER = 48;

/**
 * Looks each domain up once per file (a cache of promises, so concurrent rows share one query),
 * with a timeout per look-up and a bound on look-ups in flight.
 */
export class DomainMailChecker {
  private readonly cache = new Map<string, Promise<DomainMailStatus>>();
  private readonly offlineDomains = new Set<string>();
  private readonly settled = new Map<string, DomainMailStatus>();
  private readonly queue: Array<() => void> = [];
  private active = 0;
  private failuresInRow = 0;
  private answered = false;
  private down = false;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  // The budget: a list of unique domains on attacker-run name servers that answer slowly (or, as subdomains of one
  // zone, each once) would otherwise hold a job in look-ups for hours (docs/security.md, "DNS budget").
  private readonly budgetMs: number;
  private readonly maxLookups: number;
  private readonly maxLookupsPerSite: number;
  private readonly maxFailuresPerSite: number;
  private readonly sites = new Map<string, SiteCost>();
  private lookups = 0;
  private startedAt: number | undefined;
  private overBudget = false;

  constructor(
    private readonly resolver: MxResolver | undefined,
    options: DomainMailCheckerOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.concurrency = Math.max(1, options.concurrency ?? 16);
    this.budgetMs = options.budgetMs ?? 600_000;
    this.maxLookups = options.maxLookups ?? 200_000;
    this.maxLookupsPerSite = options.maxLookupsPerSite ?? 50;
    this.maxFailuresPerSite = options.maxFailuresPerSite ?? 3;
  }

  /** Starts (or joins) the look-up of a domain; without a resolver every domain is `unavailable`. */
  check(asciiDomain: string): Promise<DomainMailStatus> {
    if (!this.resolver) {
      // Offline: nothing to wait for or remember but the count of distinct domains.
      this.offlineDomains.add(asciiDomain);
      return UNAVAILABLE;
    }
    let pending = this.cache.get(asciiDomain);
    if (!pending) {
      pending = this.schedule(asciiDomain);
      pending.then((status) => this.settled.set(asciiDomain, status));
      this.cache.set(asciiDomain, pending);
    }
    return pending;
  }

  /** The settled status of a domain after {@link whenIdle}; `unavailable` if it was never checked. */
  statusOf(asciiDomain: string): DomainMailStatus {
    return this.settled.get(asciiDomain) ?? 'unavailable';
  }

  /** Every answer so far, by domain (what {@link statusOf} reads), to hand to other threads. */
  answers(): ReadonlyMap<string, DomainMailStatus> {
    return this.settled;
  }

  /** Resolves when every look-up started so far has settled. */
  async whenIdle(): Promise<void> {
    await Promise.all(this.cache.values());
  }

  /** True when DNS failed for the first look-ups in a row and the rest were not attempted. */
  get outage(): boolean {
    return this.down;
  }

  /** True when some domains were not looked up because the file's DNS budget was spent. */
  get budgetSpent(): boolean {
    return this.overBudget;
  }

  /** Number of distinct domains looked up (or skipped offline). */
  get domainCount(): number {
    return this.cache.size + this.offlineDomains.size;
  }

  private async schedule(domain: string): Promise<DomainMailStatus> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    if (this.down) {
      this.queue.shift()?.();
      return 'unavailable';
    }
    const site = this.siteOf(domain);
    const remainingMs = this.remainingMs();
    if (
      remainingMs <= 0 ||
      this.lookups >= this.maxLookups ||
      site.lookups >= this.maxLookupsPerSite ||
      site.failures >= this.maxFailuresPerSite
    ) {
      this.overBudget = true;
      this.queue.shift()?.();
      return 'unavailable';
    }
    this.lookups++;
    site.lookups++;
    this.active++;
    try {
      const status = await this.lookUp(domain, Math.min(this.timeoutMs, remainingMs));
      if (status !== 'unavailable') this.answered = true;
      else {
        site.failures++;
        if (!this.answered && ++this.failuresInRow >= OUTAGE_AFTER) this.down = true;
      }
      return status;
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }

  /** The cost so far of `domain`'s registrable domain (the domain itself when it has none, e.g. a bare suffix). */
  private siteOf(domain: string): SiteCost {
    const key = getDomain(domain) ?? domain;
    let site = this.sites.get(key);
    if (!site) {
      site = { lookups: 0, failures: 0 };
      this.sites.set(key, site);
    }
    return site;
  }

  private remainingMs(): number {
    this.startedAt ??= performance.now();
    return this.budgetMs - (performance.now() - this.startedAt);
  }

  /** A domain that exists without MX records takes mail at its A/AAAA address, if it has one (RFC 5321 §5.1). */
  private async implicitMx(domain: string): Promise<DomainMailStatus> {
    try {
      return (await this.resolver!.hasAddress!(domain)) ? 'mx' : 'no_mx';
    } catch {
      return 'unavailable';
    }
  }

  private async lookUp(domain: string, timeoutMs: number): Promise<DomainMailStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const result = await Promise.race([this.resolver!.resolveMx(domain), timeout]);
      if (result === 'timeout') return 'unavailable';
      // A "null MX" (RFC 7505: one record, exchange ".") says the domain accepts no mail.
      const usable = result.filter((record) => record.exchange !== '' && record.exchange !== '.');
      return usable.length > 0 ? 'mx' : 'no_mx';
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ENODATA' && this.resolver!.hasAddress) return this.implicitMx(domain);
      return typeof code === 'string' && NO_RECORDS.has(code) ? 'no_mx' : 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
