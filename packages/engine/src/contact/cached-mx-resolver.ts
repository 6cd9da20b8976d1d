import type { MxRecord, MxResolver } from '../email/mx-resolver';

/** Answers that say the domain has no such records: facts about the domain, worth keeping like an answer. */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);

interface Entry<T> {
  answer: Promise<T>;
  expiresAtMs: number;
}

/** Tuning for {@link CachedMxResolver}. */
export interface CachedMxResolverOptions {
  /** How long an answer is reused. @default 300000 @unit milliseconds */
  ttlMs?: number;
  /** Answers kept at most (MX and address questions count apart); the oldest go first. @default 10000 */
  maxEntries?: number;
  now?: () => number;
}

/**
 * An {@link MxResolver} that remembers answers for a while, for a process that checks one contact at a time:
 * the same domains come back call after call. A question in flight is shared, so a slow answer that came too
 * late for one call is there for the next. Failures (timeouts, SERVFAIL) are forgotten as soon as they settle,
 * so the next call asks again; "no such records" is an answer and is kept.
 */
export class CachedMxResolver implements MxResolver {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  readonly hasAddress?: (asciiDomain: string) => Promise<boolean>;

  constructor(
    private readonly inner: MxResolver,
    options: CachedMxResolverOptions = {},
  ) {
    this.ttlMs = Math.max(0, options.ttlMs ?? 300_000);
    this.maxEntries = Math.max(1, options.maxEntries ?? 10_000);
    this.now = options.now ?? (() => performance.now());
    // Only offered when the inner resolver has it: without it the checker treats "no MX" as `no_mx`, as in bulk.
    const hasAddress = inner.hasAddress?.bind(inner);
    if (hasAddress) this.hasAddress = (domain) => this.cached(`a ${domain}`, () => hasAddress(domain));
  }

  /** MX records of a domain, from the cache while fresh. */
  resolveMx(asciiDomain: string): Promise<MxRecord[]> {
    return this.cached(`mx ${asciiDomain}`, () => this.inner.resolveMx(asciiDomain));
  }

  /** Number of answers held (fresh or not yet evicted), for tests. */
  get size(): number {
    return this.entries.size;
  }

  private cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const nowMs = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > nowMs) return hit.answer as Promise<T>;
    if (hit) this.entries.delete(key);
    if (this.ttlMs === 0) return ask();
    // Map order is insertion order: the first key is the oldest answer.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A resolver that throws instead of rejecting fails this question only, as a rejection would.
    const entry: Entry<T> = {
      answer: new Promise<T>((resolve) => resolve(ask())),
      expiresAtMs: nowMs + this.ttlMs,
    };
    this.entries.set(key, entry);
    entry.answer.catch((error: { code?: unknown }) => {
      const code = typeof error?.code === 'string' ? error.code : '';
      if (!NO_RECORDS.has(code) && this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.answer;
  }
}
