import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { setMaxListeners } from 'node:events';
import { CircuitBreaker } from './circuit-breaker';
import { classifyRcptReply, isPolicyRefusal } from './classify-reply';
import { AbortedError, HostLimiter, type Slot } from './host-limiter';
import type { MailboxCache } from './mailbox-cache';
import type { MailboxReason, MailboxStatus, MailboxVerdict } from './mailbox-verdict';
import { lookUpMxHosts, type MxLookup, resolveHostAddresses } from './mx-hosts';
import { type EgressEvidence, OutageBreaker, type OutageChange } from './outage-breaker';
import { isPrivateAddress } from './private-address';
import { SessionPool } from './session-pool';
import { describeReply, type SmtpReply } from './smtp-reply';
import { SmtpSession, SmtpSessionError } from './smtp-session';
import { connectTcp, parseSocksProxy, type SocksProxy } from './socks-connect';
import { UnansweredBudget } from './unanswered-budget';

/** Settings of a {@link MailboxProber}. */
export interface MailboxProberOptions {
  /** The name sent in EHLO/HELO; should be our egress host's name with matching reverse DNS. */
  helo: string;
  /** The envelope sender of MAIL FROM. */
  mailFrom: string;
  /** @default 25 */
  port?: number;
  /** Per command and per connect. @default 10000 @unit milliseconds */
  timeoutMs?: number;
  /** Waiting for the greeting; slow greetings are a common anti-spam delay. @default 30000 @unit milliseconds */
  greetingTimeoutMs?: number;
  /** Connections at once to one MX host, counted by its IP address. @default 3 */
  maxPerMx?: number;
  /** Connections at once in this prober. @default 50 */
  concurrency?: number;
  /** Allow MX hosts on private, loopback and similar addresses (tests only). @default false */
  allowPrivate?: boolean;
  /** `host[:port]` resolvers (as `node:dns` `Resolver.setServers` takes them). @default the system's */
  dnsServers?: readonly string[];
  /** `socks5://[user:pass@]host:port`: every connection goes through this proxy. */
  socksProxy?: string;
  /** Verdicts and catch-all answers kept between probers. */
  cache?: MailboxCache;
  /** How long a catch-all answer is trusted in memory. @default 259200000 (72 h) @unit milliseconds */
  catchAllTtlMs?: number;
  /**
   * Distinct MX hosts that gave no TCP answer at all, with no sign of life from any host meanwhile, that suggest
   * outbound port 25 is blocked (and half as many distinct domains). @default 8
   */
  outageAfter?: number;
  /** While the outage breaker is open, how often it is re-checked with trial connections. @default 5000 @unit milliseconds */
  outageRecheckMs?: number;
  /** Told when the outage breaker opens or closes (the operator's log). */
  onOutageChange?: (change: OutageChange) => void;
  /** Failed connections in a row after which one MX host (one IP) is skipped. @default 3 */
  hostFailuresToOpen?: number;
  /** How long such a host is skipped. @default 60000 @unit milliseconds */
  hostCoolOffMs?: number;
  /**
   * Domains per minute, per owner, whose servers kept the prober waiting without an answer; past it, the owner's
   * next domains are held for a later try. @default 60
   */
  unansweredPerMinute?: number;
  /** The share of `concurrency` one owner may hold in connections not yet greeted. @default 0.5 */
  unansweredShare?: number;
  /** How long an idle connection waits for the next domain on the same MX host. @default 5000 @unit milliseconds */
  idleMs?: number;
  /** Recipients of one domain handled on one connection; a bigger domain is split over several. @default 200 */
  recipientsPerConnection?: number;
  /** RCPT commands per mail transaction before RSET and a new MAIL FROM. @default 50 */
  recipientsPerTransaction?: number;
  now?: () => Date;
}

/** Counters for tests and benchmarks. */
export interface MailboxProberStats {
  /** Connection attempts (TCP or through the proxy). */
  connections: number;
  /** Connection attempts that failed or timed out before a greeting. */
  connectFailures: number;
  /** Greetings received. */
  greetings: number;
  /** RCPT commands sent, catch-all checks included. */
  rcpts: number;
  /** Addresses answered from the cache. */
  cached: number;
  /** Domains served on an idle connection kept from an earlier domain on the same MX host. */
  reused: number;
}

/** How a probe call is made. */
export interface ProbeCallOptions {
  /** Stops the call: what is not answered yet is unknown with retry. */
  signal?: AbortSignal;
  /** Whose probe it is (a customer): connection slots and the unanswered-domain cap are shared fairly by owner. */
  owner?: string;
}

/** One domain's probe in progress. */
interface DomainRun {
  domain: string;
  owner: string;
  pending: string[];
  verdicts: Map<string, MailboxVerdict>;
  catchAll: boolean | undefined;
  /** Evidence for the addresses no host answered. */
  evidence: string;
  mx: string;
  /** False while every host was refused without trying (private addresses): asking again changes nothing. */
  retry: boolean;
  /** Extra connections to the current host sharing `pending` with the first; awaited before the next host. */
  helpers: Promise<void>[];
  /** Some host greeted. */
  greeted: boolean;
  /** Some attempt waited out a timeout (no TCP answer, or no greeting). */
  waited: boolean;
  /** Set when the remaining addresses are held without asking anyone. */
  held?: 'outage' | 'deferred';
}

const OUTAGE_EVIDENCE = 'not probed: outbound port 25 appears blocked';
const DEFERRED_EVIDENCE =
  "not probed yet: too many of this account's mail domains did not answer within the last minute";
const ABORTED_EVIDENCE = 'not finished: aborted or past the deadline';
const UNSAFE_ADDRESS = /[\r\n\0<>]/;
// Hosts tried at once when the outage breaker is re-checked.
const RECHECK_HOSTS = 4;
// The owner of re-check connections, apart from every customer's.
const RECHECK_OWNER = '\0recheck';
// Addresses of one MX host tried before moving on to the next host: more would multiply the connect timeout.
const MAX_ADDRESSES_PER_HOST = 2;
// Pending recipients that justify one more connection to the same host when a slot is free: it costs about five
// round trips (greeting, EHLO, MAIL FROM, RSET, QUIT), so it must take over ten or more RCPTs to pay.
const HELPER_MIN_PENDING = 20;

/**
 * Asks mail servers whether mailboxes exist (EHLO, MAIL FROM, RCPT TO, never DATA), with per-host (per-IP) and total
 * connection limits shared fairly between owners, a circuit breaker per MX host, and an outage breaker for a blocked
 * port 25 that only evidence about our own egress can open (issues 20, 34 and 41).
 */
export class MailboxProber {
  /** Counters for tests and benchmarks. */
  readonly stats: MailboxProberStats = {
    connections: 0,
    connectFailures: 0,
    greetings: 0,
    rcpts: 0,
    cached: 0,
    reused: 0,
  };
  private readonly resolver: Resolver;
  private readonly limiter: HostLimiter;
  private readonly hosts: CircuitBreaker;
  private readonly outageBreaker: OutageBreaker;
  private readonly unanswered: UnansweredBudget;
  /** The outage re-check running now, which domains that want to connect wait for. */
  private recheck: Promise<void> | undefined;
  private readonly proxy: SocksProxy | undefined;
  private readonly catchAlls = new Map<string, { catchAll: boolean; expiresAtMs: number }>();
  private readonly sessions = new Set<SmtpSession>();
  private readonly pool: SessionPool;
  private readonly now: () => Date;
  private readonly port: number;
  private readonly timeoutMs: number;
  private readonly greetingTimeoutMs: number;
  private readonly concurrency: number;
  private readonly catchAllTtlMs: number;
  private readonly perTransaction: number;
  private readonly perConnection: number;

  constructor(private readonly options: MailboxProberOptions) {
    if (UNSAFE_ADDRESS.test(options.helo) || /\s/.test(options.helo))
      throw new Error('helo must be one host name');
    if (UNSAFE_ADDRESS.test(options.mailFrom)) throw new Error('mailFrom must be a plain address');
    this.now = options.now ?? (() => new Date());
    const nowMs = () => this.now().getTime();
    this.port = options.port ?? 25;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.greetingTimeoutMs = options.greetingTimeoutMs ?? 30_000;
    this.concurrency = Math.max(1, options.concurrency ?? 50);
    this.catchAllTtlMs = options.catchAllTtlMs ?? 72 * 3_600_000;
    this.perTransaction = Math.max(1, options.recipientsPerTransaction ?? 50);
    this.perConnection = Math.max(1, options.recipientsPerConnection ?? 200);
    this.limiter = new HostLimiter(
      Math.max(1, options.maxPerMx ?? 3),
      this.concurrency,
      options.unansweredShare ?? 0.5,
    );
    this.hosts = new CircuitBreaker(options.hostFailuresToOpen ?? 3, options.hostCoolOffMs ?? 60_000, nowMs);
    this.outageBreaker = new OutageBreaker({
      hostsToOpen: Math.max(2, options.outageAfter ?? 8),
      recheckMs: options.outageRecheckMs ?? 5000,
      nowMs,
      ...(options.onOutageChange ? { onChange: options.onOutageChange } : {}),
    });
    this.unanswered = new UnansweredBudget(Math.max(1, options.unansweredPerMinute ?? 60), nowMs);
    this.pool = new SessionPool(options.idleMs ?? 5000);
    this.proxy = options.socksProxy ? parseSocksProxy(options.socksProxy) : undefined;
    // Two tries of at most 5 s: DNS that slow is down, and a probe's budget belongs to the SMTP conversation.
    this.resolver = new Resolver({ timeout: Math.min(this.timeoutMs, 5000), tries: 2 });
    if (options.dnsServers) this.resolver.setServers([...options.dnsServers]);
  }

  /** True while the outage breaker is open (outbound port 25 looks blocked). */
  get outage(): boolean {
    return this.outageBreaker.open;
  }

  /** A verdict for every address (any domains; grouped by domain inside). */
  async probeAll(
    addresses: readonly string[],
    options: ProbeCallOptions = {},
  ): Promise<Map<string, MailboxVerdict>> {
    // One listener on the caller's signal, fanned out to every wait and connection of this call: up to
    // `concurrency` of them at once is the design, not a leak, so the call's own signal has no listener limit.
    const controller = new AbortController();
    setMaxListeners(0, controller.signal);
    const forward = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    else options.signal?.addEventListener('abort', forward, { once: true });
    try {
      return await this.probeEach(addresses, controller.signal, options.owner ?? '');
    } finally {
      options.signal?.removeEventListener('abort', forward);
    }
  }

  private async probeEach(
    addresses: readonly string[],
    signal: AbortSignal,
    owner: string,
  ): Promise<Map<string, MailboxVerdict>> {
    const unique = [...new Set(addresses)];
    const found = new Map<string, MailboxVerdict>();
    const answeredAt = this.now().toISOString();
    for (const [address, verdict] of await this.cachedVerdicts(unique, signal)) {
      // The cache is shared by every customer: the time of the check that filled it would tell this one when
      // another checked the address. The answer is this call's.
      found.set(address, { ...verdict, checkedAt: answeredAt });
      this.stats.cached++;
    }
    const byDomain = new Map<string, string[]>();
    for (const address of unique) {
      if (found.has(address)) continue;
      const at = address.lastIndexOf('@');
      if (at <= 0 || at === address.length - 1 || UNSAFE_ADDRESS.test(address)) {
        found.set(
          address,
          this.verdict('unknown', 'smtp_unavailable', 'not probed: not an address', '', false),
        );
        continue;
      }
      const domain = address.slice(at + 1);
      const list = byDomain.get(domain);
      if (list) list.push(address);
      else byDomain.set(domain, [address]);
    }
    const fresh = new Map<string, MailboxVerdict>();
    // A big domain (gmail.com in a long list) is cut into parts that may run on parallel connections, up to
    // maxPerMx; one DNS look-up serves all its parts.
    const tasks: Array<{ domain: string; addresses: string[] }> = [];
    for (const [domain, list] of byDomain) {
      for (let start = 0; start < list.length; start += this.perConnection) {
        tasks.push({ domain, addresses: list.slice(start, start + this.perConnection) });
      }
    }
    const lookups = new Map<string, Promise<MxLookup>>();
    const worker = async () => {
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        let lookup = lookups.get(task.domain);
        if (!lookup) {
          lookup = lookUpMxHosts(this.resolver, task.domain);
          lookups.set(task.domain, lookup);
        }
        for (const [address, verdict] of await this.probeDomain(
          task.domain,
          task.addresses,
          lookup,
          signal,
          owner,
        )) {
          fresh.set(address, verdict);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, tasks.length) }, worker));
    await this.storeVerdicts(fresh);
    const result = new Map<string, MailboxVerdict>();
    for (const address of unique) result.set(address, found.get(address) ?? fresh.get(address)!);
    return result;
  }

  /** One address with a deadline (the real-time check): past the deadline → unknown/smtp_unavailable, retry true. */
  async probe(address: string, options: { deadlineMs: number; owner?: string }): Promise<MailboxVerdict> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.deadlineMs);
    try {
      const verdicts = await this.probeAll([address], {
        signal: controller.signal,
        ...(options.owner !== undefined ? { owner: options.owner } : {}),
      });
      return verdicts.get(address)!;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes pooled connections (QUIT), and any still in use. */
  async close(): Promise<void> {
    await Promise.all([this.pool.closeAll(), ...[...this.sessions].map((session) => session.quit())]);
    this.sessions.clear();
  }

  private verdict(
    status: MailboxStatus,
    reason: MailboxReason | undefined,
    smtp: string,
    mx: string,
    retry: boolean,
  ): MailboxVerdict {
    return { status, ...(reason ? { reason } : {}), smtp, mx, checkedAt: this.now().toISOString(), retry };
  }

  /** The verdict of an address held without asking anyone: asked again on a later try. */
  private heldVerdict(held: 'outage' | 'deferred'): MailboxVerdict {
    const evidence = held === 'outage' ? OUTAGE_EVIDENCE : DEFERRED_EVIDENCE;
    return { ...this.verdict('unknown', 'smtp_unavailable', evidence, '', true), held };
  }

  private async cachedVerdicts(
    addresses: string[],
    signal?: AbortSignal,
  ): Promise<Map<string, MailboxVerdict>> {
    if (!this.options.cache || addresses.length === 0) return new Map();
    try {
      return await untilAborted(this.options.cache.getVerdicts(addresses), signal);
    } catch {
      // A cache that fails is only a slower check: probe everything.
      return new Map();
    }
  }

  private async storeVerdicts(verdicts: Map<string, MailboxVerdict>): Promise<void> {
    const cache = this.options.cache;
    if (!cache) return;
    const definitive = new Map(
      [...verdicts].filter(([, verdict]) => !verdict.retry && verdict.status !== 'unknown'),
    );
    if (definitive.size === 0) return;
    // The verdicts are already won; a cache that fails to store them must not lose them for the caller.
    await cache.putVerdicts(definitive).catch(() => {});
  }

  private async probeDomain(
    domain: string,
    addresses: string[],
    mxLookup: Promise<MxLookup>,
    signal: AbortSignal,
    owner: string,
  ): Promise<Map<string, MailboxVerdict>> {
    const all = (verdict: MailboxVerdict) => new Map(addresses.map((address) => [address, verdict]));
    if (domain.startsWith('[')) {
      return all(this.verdict('unknown', 'smtp_unavailable', 'not probed: address literal', '', false));
    }
    if (signal.aborted) return all(this.verdict('unknown', 'smtp_unavailable', ABORTED_EVIDENCE, '', true));
    if (this.unanswered.exhausted(owner)) return all(this.heldVerdict('deferred'));
    let lookup: MxLookup;
    try {
      lookup = await untilAborted(mxLookup, signal);
    } catch {
      return all(this.verdict('unknown', 'smtp_unavailable', ABORTED_EVIDENCE, '', true));
    }
    if (lookup.kind === 'no_mail') return all(this.verdict('invalid', 'no_mx', '', '', false));
    if (lookup.kind === 'dns_error') {
      return all(
        this.verdict(
          'unknown',
          'smtp_unavailable',
          `not probed: MX look-up failed (${lookup.code})`,
          '',
          true,
        ),
      );
    }
    const run: DomainRun = {
      domain,
      owner,
      pending: [...addresses],
      verdicts: new Map(),
      catchAll: await untilAborted(this.knownCatchAll(domain), signal).catch(() => undefined),
      evidence: '',
      mx: '',
      retry: false,
      helpers: [],
      greeted: false,
      waited: false,
    };
    for (const host of lookup.hosts) {
      if (run.pending.length === 0 || signal.aborted || run.held) break;
      await this.tryHost(host, run, signal);
    }
    if (run.waited && !run.greeted) this.unanswered.record(owner, domain);
    for (const address of run.pending) {
      let verdict: MailboxVerdict;
      if (signal.aborted)
        verdict = this.verdict('unknown', 'smtp_unavailable', ABORTED_EVIDENCE, run.mx, true);
      else if (run.held) verdict = this.heldVerdict(run.held);
      else verdict = this.verdict('unknown', 'smtp_unavailable', run.evidence, run.mx, run.retry);
      run.verdicts.set(address, verdict);
    }
    if (run.catchAll) {
      for (const [address, verdict] of run.verdicts) {
        if (verdict.status === 'valid')
          run.verdicts.set(address, { ...verdict, status: 'risky', reason: 'catch_all' });
      }
    }
    return run.verdicts;
  }

  /** Sends the domain's pending recipients to one MX host; those it does not settle stay pending for the next. */
  private async tryHost(host: string, run: DomainRun, signal: AbortSignal): Promise<void> {
    let addresses: Awaited<ReturnType<typeof resolveHostAddresses>>;
    try {
      addresses = await untilAborted(resolveHostAddresses(this.resolver, host), signal);
    } catch {
      return;
    }
    if (addresses.kind !== 'addresses') {
      const why = addresses.kind === 'dns_error' ? ` (${addresses.code})` : '';
      run.evidence = `not probed: ${host} has no address${why}`;
      run.retry = true;
      return;
    }
    const ips = addresses.ips.filter(
      (candidate) => this.options.allowPrivate || !isPrivateAddress(candidate),
    );
    if (ips.length === 0) {
      // Only a refusal: retry stays as it was (false unless another host could be tried).
      run.evidence = `not probed: ${host} resolves to a private address`;
      run.mx = '';
      return;
    }
    run.retry = true;
    // A host with several addresses gets a second chance on its next address when one does not answer.
    for (const ip of ips.slice(0, MAX_ADDRESSES_PER_HOST)) {
      // The breaker of one server covers that server only: its domains move on to their next address or host.
      if (this.hosts.isOpen(ip)) {
        run.evidence = `not probed: ${host} failed repeatedly and is cooling off`;
        continue;
      }
      const pooled = this.pool.take(ip);
      if (pooled) {
        this.stats.reused++;
        const pendingBefore = run.pending.length;
        const outcome = await this.converse(host, ip, run, signal, pooled.slot, pooled.session);
        await this.helpersDone(run);
        // The server dropped the idle connection just before we used it: one more try on a fresh connection.
        if (outcome === 'done' || run.pending.length !== pendingBefore || signal.aborted) return;
      }
      if (!(await this.mayConnect(ip, signal))) {
        run.held = 'outage';
        return;
      }
      // Idle connections must not starve one that waits for their slots.
      if (this.limiter.wouldWait(ip, run.owner)) this.pool.evictOne();
      let slot: Slot;
      try {
        slot = await this.limiter.acquire(ip, run.owner, signal);
      } catch (error) {
        if (error instanceof AbortedError) return;
        throw error;
      }
      if (this.outageBreaker.open) {
        slot.release();
        run.held = 'outage';
        return;
      }
      if (this.hosts.isOpen(ip)) {
        slot.release();
        run.evidence = `not probed: ${host} failed repeatedly and is cooling off`;
        continue;
      }
      const outcome = await this.converse(host, ip, run, signal, slot);
      await this.helpersDone(run);
      if (outcome !== 'unreachable') return;
    }
  }

  /**
   * Whether a connection to `ip` may go ahead: always while the outage breaker is shut. While it is open, the
   * first domain after each re-check interval re-checks it (trial connections to its own host, hosts that answered
   * lately and a spread of hosts other domains asked for), and the domains arriving meanwhile wait for the result:
   * a run of dead hosts then costs the live ones a moment, never their probe.
   */
  private async mayConnect(ip: string, signal: AbortSignal): Promise<boolean> {
    if (!this.outageBreaker.open) return true;
    this.outageBreaker.offer(ip);
    if (!this.recheck && this.outageBreaker.claimRecheck()) {
      this.recheck = this.recheckEgress(ip).finally(() => {
        this.recheck = undefined;
      });
    }
    if (this.recheck) await untilAborted(this.recheck, signal).catch(() => {});
    return !this.outageBreaker.open;
  }

  /** Trial TCP connections (no SMTP) to a few distinct hosts: any answer, even a refusal, closes the breaker. */
  private async recheckEgress(asking: string): Promise<void> {
    const targets = this.outageBreaker.recheckTargets(asking, RECHECK_HOSTS);
    await Promise.all(
      targets.map(async (ip) => {
        // A trial connection is a connection too: it never exceeds the host's limit.
        const slot = this.limiter.tryAcquire(ip, RECHECK_OWNER);
        if (!slot) return;
        const started = this.now().getTime();
        try {
          const socket = await connectTcp(ip, this.port, this.timeoutMs, this.proxy, undefined);
          socket.destroy();
          this.outageBreaker.record(ip, '', started, 'answered');
        } catch (error) {
          this.outageBreaker.record(ip, '', started, egressEvidenceOf(error));
        } finally {
          slot.release();
        }
      }),
    );
  }

  private async helpersDone(run: DomainRun): Promise<void> {
    while (run.helpers.length > 0) await Promise.all(run.helpers.splice(0));
  }

  /**
   * Opens one more connection to `host` for the domain in progress when it still has many recipients and a slot is
   * free that nobody waits for: a batch of few domains would otherwise leave most of `concurrency` unused while
   * each domain's recipients go one round trip at a time. The connections take recipients from the same queue.
   */
  private maybeHelp(host: string, ip: string, run: DomainRun, signal: AbortSignal): void {
    if (run.pending.length < HELPER_MIN_PENDING || run.catchAll === undefined || signal.aborted) return;
    if (!this.limiter.hasRoomFor(ip, run.owner, this.pool.size)) return;
    run.helpers.push(this.help(host, ip, run, signal));
  }

  private async help(host: string, ip: string, run: DomainRun, signal: AbortSignal): Promise<void> {
    // Idle connections to other hosts give their slots up, as for any connection that would wait.
    if (this.limiter.wouldWait(ip, run.owner)) this.pool.evictOne();
    let slot: Slot;
    try {
      slot = await this.limiter.acquire(ip, run.owner, signal);
    } catch {
      return;
    }
    // The first connection may have drained the queue while this one waited for its slot.
    if (run.pending.length < HELPER_MIN_PENDING / 2 || this.outageBreaker.open || this.hosts.isOpen(ip)) {
      slot.release();
      return;
    }
    await this.converse(host, ip, run, signal, slot);
  }

  /**
   * One conversation with an MX host, on a new connection or a pooled one: `done`, `broken` (reset, timeout or
   * garbage after the greeting) or `unreachable` (no connection or no greeting). The limiter slot goes back with
   * the connection, or stays with it in the pool.
   */
  private async converse(
    host: string,
    ip: string,
    run: DomainRun,
    signal: AbortSignal,
    slot: Slot,
    pooled?: SmtpSession,
  ): Promise<'done' | 'broken' | 'unreachable'> {
    let session = pooled;
    let reusable = false;
    try {
      if (session) session.bindSignal(signal);
      else {
        this.stats.connections++;
        const started = this.now().getTime();
        try {
          session = await SmtpSession.connect({
            ip,
            port: this.port,
            host,
            helo: this.options.helo,
            timeoutMs: this.timeoutMs,
            greetingTimeoutMs: this.greetingTimeoutMs,
            proxy: this.proxy,
            signal,
          });
        } catch (error) {
          if (error instanceof SmtpSessionError && error.kind === 'connect') {
            this.connectFailed(ip, run, started, egressEvidenceOf(error));
          }
          return 'unreachable';
        }
        // A completed handshake proves the path works, whether or not a greeting follows (a tarpit's never does).
        this.outageBreaker.record(ip, run.domain, started, 'answered');
        this.sessions.add(session);
        const greeting = await session.greet();
        slot.greeted();
        this.stats.greetings++;
        run.greeted = true;
        this.hosts.success(ip);
        run.mx = host;
        if (greeting.code !== 220) {
          this.refused(greeting, run, host);
          return 'done';
        }
        const hello = await session.hello();
        if (hello.code !== 250) {
          this.refused(hello, run, host);
          return 'done';
        }
      }
      this.sessions.add(session);
      run.mx = host;
      // RSET leaves a clean session for the next domain on this host (RFC 5321 §4.1.1.5).
      reusable =
        (await this.transactions(session, host, ip, run, signal)) &&
        (await session.command('RSET')).code === 250;
      return 'done';
    } catch (error) {
      if (!(error instanceof SmtpSessionError)) throw error;
      if (!pooled && !error.greeted && (error.kind === 'timeout' || error.kind === 'closed')) {
        // Connected, then no greeting: this host is dead or a tarpit; our egress is fine.
        this.stats.connectFailures++;
        this.hosts.failure(ip);
        if (error.kind === 'timeout') run.waited = true;
        return 'unreachable';
      }
      if (error.kind !== 'aborted') run.evidence = `connection to ${host} failed: ${error.message}`;
      return 'broken';
    } finally {
      if (session) this.sessions.delete(session);
      // Parked only when no connection waits for a slot: an idle session must not hold one up.
      if (session && reusable && !signal.aborted && !this.limiter.hasWaiters) {
        session.bindSignal(undefined);
        this.pool.park(ip, session, slot);
      } else {
        // QUIT when the session still works (a refusal at MAIL FROM); a broken one is just closed.
        if (session?.usable && !signal.aborted) await session.quit();
        else if (session) {
          session.destroy();
          await session.closed;
        }
        slot.release();
      }
    }
  }

  /** A connection attempt that got no session: the host's breaker counts it, and the outage breaker weighs it. */
  private connectFailed(ip: string, run: DomainRun, startedMs: number, evidence: EgressEvidence): void {
    this.stats.connectFailures++;
    this.hosts.failure(ip);
    this.outageBreaker.record(ip, run.domain, startedMs, evidence);
    if (evidence === 'silent') run.waited = true;
  }

  /**
   * A refusal before any recipient (greeting, EHLO, MAIL FROM). 421 and other 4xx move on to the next host; a policy
   * refusal is about our IP, so it answers every recipient of the domain as smtp_blocked.
   */
  private refused(reply: SmtpReply, run: DomainRun, host: string): void {
    run.evidence = describeReply(reply);
    if (reply.code >= 500 && (isPolicyRefusal(reply) || reply.code === 550 || reply.code === 553)) {
      for (const address of run.pending) {
        run.verdicts.set(address, this.verdict('unknown', 'smtp_blocked', run.evidence, host, false));
      }
      run.pending = [];
    }
  }

  /**
   * The catch-all check and every pending recipient on one connection. One MAIL FROM carries up to
   * `recipientsPerTransaction` RCPTs: fewer round trips than RSET + MAIL FROM per recipient, and below the
   * 100-recipient minimum RFC 5321 §4.5.3.1.8 makes servers accept. Returns false when the server ended the session
   * (421) or refused our sender, true when the session is fit for the next domain.
   */
  private async transactions(
    session: SmtpSession,
    host: string,
    ip: string,
    run: DomainRun,
    signal: AbortSignal,
  ): Promise<boolean> {
    if (!(await this.mailFrom(session, run, host))) return false;
    let inTransaction = 0;
    if (run.catchAll === undefined) {
      const check = await this.rcpt(session, `lp-check-${randomBytes(8).toString('hex')}@${run.domain}`);
      inTransaction++;
      if (check.code === 421) return this.closing(check, run);
      if (check.code >= 200 && check.code < 300) await this.learnCatchAll(run, true);
      else if (check.code >= 500 && !isPolicyRefusal(check)) await this.learnCatchAll(run, false);
    }
    while (run.pending.length > 0) {
      if (inTransaction >= this.perTransaction) {
        const reset = await session.command('RSET');
        if (reset.code !== 250) return this.closing(reset, run);
        if (!(await this.mailFrom(session, run, host))) return false;
        inTransaction = 0;
      }
      this.maybeHelp(host, ip, run, signal);
      // Taken off the queue while asked, so a helper connection asks another; put back when not answered.
      const address = run.pending.shift()!;
      let reply: SmtpReply;
      try {
        reply = await this.rcpt(session, address);
      } catch (error) {
        run.pending.unshift(address);
        throw error;
      }
      inTransaction++;
      if (reply.code === 421) {
        run.pending.unshift(address);
        return this.closing(reply, run);
      }
      // 452 4.5.3 "too many recipients": the server's own per-message limit; start a new transaction.
      if (reply.code === 452 && reply.enhanced === '4.5.3' && inTransaction > 1) {
        run.pending.unshift(address);
        inTransaction = this.perTransaction;
        continue;
      }
      const { status, reason, retry } = classifyRcptReply(reply);
      run.verdicts.set(address, this.verdict(status, reason, describeReply(reply), host, retry));
    }
    return true;
  }

  private async mailFrom(session: SmtpSession, run: DomainRun, host: string): Promise<boolean> {
    const reply = await session.command(`MAIL FROM:<${this.options.mailFrom}>`);
    if (reply.code === 250) return true;
    if (reply.code >= 400 && reply.code < 500 && reply.code !== 421) {
      // A temporary refusal of the sender (greylisting at MAIL FROM) holds for every recipient.
      run.evidence = describeReply(reply);
      for (const address of run.pending) {
        run.verdicts.set(address, this.verdict('unknown', 'greylisted', run.evidence, host, true));
      }
      run.pending = [];
      return false;
    }
    if (reply.code >= 500) {
      // Any permanent refusal of our sender is about us, not the recipients.
      run.evidence = describeReply(reply);
      for (const address of run.pending) {
        run.verdicts.set(address, this.verdict('unknown', 'smtp_blocked', run.evidence, host, false));
      }
      run.pending = [];
      return false;
    }
    this.closing(reply, run);
    return false;
  }

  private rcpt(session: SmtpSession, address: string): Promise<SmtpReply> {
    this.stats.rcpts++;
    return session.command(`RCPT TO:<${address}>`);
  }

  /** A 421 (or a reply that makes no sense here): the session is over, pending recipients go to the next host. */
  private closing(reply: SmtpReply, run: DomainRun): false {
    run.evidence = describeReply(reply);
    return false;
  }

  private async knownCatchAll(domain: string): Promise<boolean | undefined> {
    const known = this.catchAlls.get(domain);
    if (known && known.expiresAtMs > this.now().getTime()) return known.catchAll;
    const cached = await this.options.cache?.getCatchAll(domain).catch(() => undefined);
    if (cached !== undefined) this.rememberCatchAll(domain, cached);
    return cached;
  }

  private async learnCatchAll(run: DomainRun, catchAll: boolean): Promise<void> {
    run.catchAll = catchAll;
    this.rememberCatchAll(run.domain, catchAll);
    await this.options.cache?.putCatchAll(run.domain, catchAll).catch(() => {});
  }

  private rememberCatchAll(domain: string, catchAll: boolean): void {
    this.catchAlls.set(domain, { catchAll, expiresAtMs: this.now().getTime() + this.catchAllTtlMs });
  }
}

/**
 * What a failed connection attempt says about our egress: a refusal (RST, or a proxy told of one) proves the path
 * works; anything else (our connect timeout, unreachable, a local firewall's EPERM) is silence.
 */
function egressEvidenceOf(error: unknown): EgressEvidence {
  const text = `${(error as { code?: unknown }).code ?? ''} ${(error as Error).message ?? ''}`;
  return /ECONNREFUSED|ConnectionRefused/i.test(text) ? 'refused' : 'silent';
}

/** Resolves like `promise`, or rejects with {@link AbortedError} as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new AbortedError());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AbortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
