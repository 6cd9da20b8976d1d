/** Returned by {@link Deadline.race} when the deadline came first. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * Timers run in whole milliseconds, so a timer another component set for "the time left" may fire just before
 * this one: within this much of the deadline, it counts as passed.
 */
const CLOCK_SLACK_MS = 2;

/** The longest delay setTimeout takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One call's deadline: how much time is left, and a race against it that never outlives it. */
export class Deadline {
  private readonly atMs: number;
  private timer: NodeJS.Timeout | undefined;
  private readonly reached: Promise<typeof TIMED_OUT>;
  private hasPassed = false;

  constructor(deadlineMs: number) {
    // Past 2^31-1 ms setTimeout fires at once: a huge deadline is capped rather than read as none. NaN is no time.
    const ms = Number.isNaN(deadlineMs) ? 0 : Math.min(Math.max(0, deadlineMs), MAX_TIMER_MS);
    this.atMs = performance.now() + ms;
    this.reached = new Promise((resolve) => {
      this.timer = setTimeout(() => {
        this.hasPassed = true;
        resolve(TIMED_OUT);
      }, ms);
    });
  }

  /** Milliseconds left, 0 once passed. */
  remainingMs(): number {
    return this.hasPassed ? 0 : Math.max(0, this.atMs - performance.now());
  }

  /** True once the deadline is reached (or all but reached, see {@link CLOCK_SLACK_MS}). */
  get passed(): boolean {
    return this.hasPassed || performance.now() >= this.atMs - CLOCK_SLACK_MS;
  }

  /**
   * `work`'s result, or {@link TIMED_OUT} if the deadline comes first. The work goes on in the background; its
   * late failure is swallowed, since nobody waits for it any more.
   */
  race<T>(work: Promise<T>): Promise<T | typeof TIMED_OUT> {
    work.catch(() => undefined);
    return this.hasPassed ? Promise.resolve(TIMED_OUT) : Promise.race([work, this.reached]);
  }

  /** Clears the timer once the call is over, so a finished call keeps nothing alive. */
  dispose(): void {
    clearTimeout(this.timer);
  }
}
