/**
 * Notices that outbound port 25 is blocked (common on cloud hosts): connection attempts fail one after another and
 * no server has answered lately. While open, probes answer at once instead of each waiting for its timeouts; it
 * closes after a cool-down so a long-lived worker recovers when the block is lifted.
 */
export class OutageBreaker {
  private failuresInRow = 0;
  private lastAnswerMs: number | undefined;
  private openUntil: number | undefined;

  constructor(
    private readonly failuresToOpen: number,
    private readonly cooldownMs: number,
    /** A greeting older than this no longer proves port 25 works. */
    private readonly answerWindowMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** True while probes should not connect. */
  get open(): boolean {
    if (this.openUntil === undefined) return false;
    if (this.nowMs() < this.openUntil) return true;
    this.openUntil = undefined;
    this.failuresInRow = 0;
    return false;
  }

  /** Records a failed connection attempt (refused, unreachable, timed out before a greeting). */
  failure(): void {
    const now = this.nowMs();
    if (this.lastAnswerMs !== undefined && now - this.lastAnswerMs < this.answerWindowMs) return;
    this.failuresInRow++;
    if (this.failuresInRow >= this.failuresToOpen && this.openUntil === undefined) {
      this.openUntil = now + this.cooldownMs;
    }
  }

  /** Records that some server answered with a greeting: port 25 works. */
  answered(): void {
    this.lastAnswerMs = this.nowMs();
    this.failuresInRow = 0;
  }
}
