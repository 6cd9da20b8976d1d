/**
 * Work handed out in order and taken back in the same order, with at most `ahead` results pending
 * beyond the one awaited: the back-pressure rule of both passes. With threads, two batches per
 * thread keep each busy while the calling thread reads on; on the calling thread `ahead` is 0.
 */
export class InOrder<T> {
  private readonly pending: Promise<T>[] = [];

  constructor(private readonly ahead: number) {}

  /** Queues `work`; once more than `ahead` are pending, waits for the oldest and returns it. */
  async push(work: Promise<T>): Promise<T | undefined> {
    // Awaited later, in order; a failure must not surface as an unhandled rejection meanwhile.
    work.catch(() => undefined);
    this.pending.push(work);
    return this.pending.length > this.ahead ? this.pending.shift() : undefined;
  }

  /** The results still pending, oldest first. */
  async *drain(): AsyncGenerator<T> {
    for (let work = this.pending.shift(); work; work = this.pending.shift()) yield await work;
  }
}
