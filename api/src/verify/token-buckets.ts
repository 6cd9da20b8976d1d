/**
 * Token buckets for the real-time checks' rate limit, in this process's memory: a bucket refills `ratePerSecond`
 * tokens a second up to `burst`, and a call takes one per contact it checks. Per process, like the engine it guards: N
 * API processes allow N times the rate, which the deployment guide says.
 */

/** What a caller is told of its limit (the `RateLimit-*` and `Retry-After` headers). */
export type RateLimitState = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until a call of this cost is allowed again; 0 when allowed. */
  retryAfterSeconds: number;
};

type Bucket = { tokens: number; at: number };

/** Buckets kept at most; the fullest go first when there are more (a full bucket is the same as none). */
const MAX_BUCKETS = 100_000;

/** A set of token buckets sharing one rate and burst, by key. */
export class TokenBuckets {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    readonly ratePerSecond: number,
    readonly burst: number,
  ) {}

  /**
   * Takes `cost` tokens (a call's contacts) from every bucket of `keys` if each can give them, else none; says how the
   * tightest stands. A call costing more than the burst is allowed from a full bucket and leaves it in debt, so the
   * contacts a second still average the rate.
   */
  take(keys: readonly string[], { cost = 1, now = performance.now() }: { cost?: number; now?: number } = {}) {
    const buckets = keys.map((key) => this.#refilled(key, now));
    const needed = Math.min(cost, this.burst);
    const allowed = buckets.every((bucket) => bucket.tokens >= needed);
    if (allowed) for (const bucket of buckets) bucket.tokens -= cost;
    const tokens = Math.min(...buckets.map((bucket) => bucket.tokens));
    if (this.#buckets.size > MAX_BUCKETS) this.#prune(now);
    const state: RateLimitState = {
      allowed,
      limit: this.burst,
      remaining: Math.max(0, Math.floor(tokens)),
      resetSeconds: Math.ceil((this.burst - tokens) / this.ratePerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((needed - tokens) / this.ratePerSecond)),
    };
    return state;
  }

  #refilled(key: string, now: number): Bucket {
    const bucket = this.#buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    return bucket;
  }

  /** Forgets the buckets that have refilled: they would start full anyway. */
  #prune(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond >= this.burst)
        this.#buckets.delete(key);
    }
  }
}
