/**
 * Skips an MX host for a while after it failed to connect several times in a row, so a dead host does not cost
 * every one of its domains a full connect timeout.
 */
export class CircuitBreaker {
  private readonly failures = new Map<string, number>();
  private readonly openUntil = new Map<string, number>();

  constructor(
    private readonly failuresToOpen: number,
    private readonly coolOffMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** True while `host` is being skipped. */
  isOpen(host: string): boolean {
    const until = this.openUntil.get(host);
    if (until === undefined) return false;
    if (this.nowMs() < until) return true;
    // Half-open: the next attempt decides; one more failure opens it again.
    this.openUntil.delete(host);
    this.failures.set(host, this.failuresToOpen - 1);
    return false;
  }

  /** Records a connection failure or timeout to `host`. */
  failure(host: string): void {
    const count = (this.failures.get(host) ?? 0) + 1;
    this.failures.set(host, count);
    if (count >= this.failuresToOpen) this.openUntil.set(host, this.nowMs() + this.coolOffMs);
  }

  /** Records that `host` answered. */
  success(host: string): void {
    this.failures.delete(host);
    this.openUntil.delete(host);
  }
}
