/** How one connection attempt ended, as evidence about our own egress. */
export type EgressEvidence =
  /** The TCP handshake completed (a greeting or not): packets go out and come back. */
  | 'answered'
  /** Refused (RST): the network path works, the host is down. */
  | 'refused'
  /** No answer at all (connect timeout, unreachable): a dead host, or a blocked port 25. */
  | 'silent';

/** What the breaker saw when it opened or closed, for the operator's log. */
export interface OutageChange {
  open: boolean;
  /** Distinct hosts (IPs) that gave no answer since the last sign of life. */
  silentHosts: number;
  /** Distinct domains they served. */
  silentDomains: number;
}

/** Settings of an {@link OutageBreaker}. */
export interface OutageBreakerOptions {
  /** Distinct silent hosts, with no sign of life since the first, that suggest a block; half as many domains too. */
  hostsToOpen: number;
  /** While open, how often a prober may re-check with a few trial connections. */
  recheckMs: number;
  nowMs: () => number;
  onChange?: (change: OutageChange) => void;
  /** Picks re-check candidates; tests make it deterministic. @default Math.random */
  random?: () => number;
}

// Hosts remembered as answering lately, and candidates offered while open: enough to pick a spread from.
const KNOWN_GOOD = 16;
const RESERVOIR = 32;

/**
 * Notices that outbound port 25 is blocked (common on cloud hosts), so probes answer at once instead of each waiting
 * for its timeouts. "Blocked" is a claim about our egress, so only evidence about our egress counts:
 * - any TCP answer (a handshake, a greeting, a refusal) proves the path works, and clears the evidence;
 * - only attempts begun after the last sign of life, that got no answer at all, from many distinct hosts of many
 *   distinct domains, suggest a block. A dead host, a refused one or a tarpit cannot open it.
 * While open it is re-checked every `recheckMs` with trial connections to hosts that answered lately and to hosts of
 * domains that asked meanwhile, so it closes as soon as the block lifts, or as soon as it proves to have been a run
 * of dead hosts.
 */
export class OutageBreaker {
  private lifeMs = Number.NEGATIVE_INFINITY;
  private readonly silentHosts = new Set<string>();
  private readonly silentDomains = new Set<string>();
  private readonly knownGood: string[] = [];
  private reservoir: string[] = [];
  private offered = 0;
  private opened = false;
  private nextRecheckMs = 0;
  private readonly random: () => number;

  constructor(private readonly options: OutageBreakerOptions) {
    this.random = options.random ?? Math.random;
  }

  /** True while probes should not connect (outbound port 25 looks blocked). */
  get open(): boolean {
    return this.opened;
  }

  /** Records how an attempt to `ip` (for `domain`, "" for a re-check) that began at `startedMs` ended. */
  record(ip: string, domain: string, startedMs: number, evidence: EgressEvidence): void {
    if (evidence !== 'silent') {
      this.lifeMs = Math.max(this.lifeMs, this.options.nowMs());
      this.remember(ip);
      if (this.opened) this.change(false);
      this.silentHosts.clear();
      this.silentDomains.clear();
      return;
    }
    // An attempt that began before the last sign of life says nothing new: the path worked while it waited.
    if (startedMs <= this.lifeMs) return;
    this.silentHosts.add(ip);
    if (domain) this.silentDomains.add(domain);
    if (
      !this.opened &&
      this.silentHosts.size >= this.options.hostsToOpen &&
      this.silentDomains.size >= Math.ceil(this.options.hostsToOpen / 2)
    ) {
      this.nextRecheckMs = this.options.nowMs();
      this.change(true);
    }
  }

  /** A host a domain wanted while open: a candidate for the next re-check (a spread of the domains asking). */
  offer(ip: string): void {
    if (!this.opened || this.silentHosts.has(ip) || this.reservoir.includes(ip)) return;
    this.offered++;
    if (this.reservoir.length < RESERVOIR) this.reservoir.push(ip);
    else {
      const slot = Math.floor(this.random() * this.offered);
      if (slot < RESERVOIR) this.reservoir[slot] = ip;
    }
  }

  /** True (once per `recheckMs`) when the caller should re-check now; false while closed or not yet due. */
  claimRecheck(): boolean {
    const now = this.options.nowMs();
    if (!this.opened || now < this.nextRecheckMs) return false;
    this.nextRecheckMs = now + this.options.recheckMs;
    return true;
  }

  /** Up to `count` distinct hosts to try: `asking`, hosts that answered lately, then a random spread of the offered. */
  recheckTargets(asking: string, count: number): string[] {
    const targets = [asking];
    const add = (ip: string) => {
      if (targets.length < count && !targets.includes(ip)) targets.push(ip);
    };
    for (const ip of this.knownGood.filter((ip) => !this.silentHosts.has(ip)).slice(-2)) add(ip);
    while (targets.length < count && this.reservoir.length > 0) {
      const [ip] = this.reservoir.splice(Math.floor(this.random() * this.reservoir.length), 1);
      if (!this.silentHosts.has(ip!)) add(ip!);
    }
    return targets;
  }

  private remember(ip: string): void {
    const index = this.knownGood.indexOf(ip);
    if (index >= 0) this.knownGood.splice(index, 1);
    this.knownGood.push(ip);
    if (this.knownGood.length > KNOWN_GOOD) this.knownGood.shift();
  }

  private change(open: boolean): void {
    const change = { open, silentHosts: this.silentHosts.size, silentDomains: this.silentDomains.size };
    this.opened = open;
    if (!open) {
      this.reservoir = [];
      this.offered = 0;
    }
    this.options.onChange?.(change);
  }
}
