/** The window of the unanswered-domains cap: an owner held by it has room again once this much time has passed. */
export const UNANSWERED_WINDOW_MS = 60_000;

/**
 * Caps, per owner (customer), the distinct domains per minute whose mail servers kept the prober waiting and never
 * answered (connect or greeting timeouts). Undecided checks cost the customer nothing, so without a cap a list of
 * tarpit domains would hold probe connections and workers for free; past it, the owner's next domains are held for
 * a later try. A domain retried within the minute counts once.
 */
export class UnansweredBudget {
  private readonly seen = new Map<string, Map<string, number>>();

  constructor(
    private readonly perMinute: number,
    private readonly nowMs: () => number,
  ) {}

  /** Records that `domain` of `owner` went unanswered. */
  record(owner: string, domain: string): void {
    const domains = this.recent(owner);
    domains.set(domain, this.nowMs());
    this.seen.set(owner, domains);
  }

  /** True when `owner` has had `perMinute` unanswered domains within the last minute. */
  exhausted(owner: string): boolean {
    return this.recent(owner).size >= this.perMinute;
  }

  private recent(owner: string): Map<string, number> {
    const domains = this.seen.get(owner) ?? new Map<string, number>();
    const since = this.nowMs() - UNANSWERED_WINDOW_MS;
    for (const [domain, time] of domains) if (time <= since) domains.delete(domain);
    if (domains.size === 0) this.seen.delete(owner);
    return domains;
  }
}
