/**
 * Group commit of one kind of write (docs/decisions/http.md, "Idempotency-Keys: group commit"; the real-time charges'
 * transactions too): the items that arrive while a write of their kind is in flight wait for it, then go together in
 * the next one, one round trip and one commit for all of them. A lone item goes at once, so a quiet server waits for
 * nothing.
 */

/** One item waiting for its statement, and the caller waiting for its outcome. */
type Waiter<Item, Outcome> = {
  item: Item;
  answered: boolean;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
};

/** How a kind of write is grouped and run. */
export interface GroupCommitOptions<Item, Outcome> {
  /**
   * Runs the statement(s) for `items` and calls `answer` once per item with its outcome; throws if it failed. An
   * item it answered before throwing keeps that answer.
   */
  run: (items: readonly Item[], answer: (index: number, outcome: Outcome) => void) => Promise<void>;
  /** Items with one key never share a statement: a later one waits for the next, and sees what the earlier did. */
  keyOf: (item: Item) => string;
  /** The most items one statement takes: bounds the statement's size and parameters. */
  maxItems: number;
  /** Each item's share of `maxBytes` (an answer's size); a statement takes at least one item whatever its size. */
  bytesOf?: (item: Item) => number;
  maxBytes?: number;
}

/** One process's queue of a kind of write: at most one statement of it in flight. */
export class GroupCommit<Item, Outcome> {
  readonly #waiting: Array<Waiter<Item, Outcome>> = [];
  #running = false;

  constructor(private readonly options: GroupCommitOptions<Item, Outcome>) {}

  /** Writes `item` with the items around it; resolves to its own outcome. */
  submit(item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, answered: false, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#take();
        try {
          await this.#run(batch);
        } catch (error) {
          // One item's failure must not fail the items it was grouped with: each unanswered one goes again alone.
          if (batch.length === 1) batch[0]!.reject(error);
          else {
            for (const waiter of batch.filter((unanswered) => !unanswered.answered)) {
              await this.#run([waiter]).catch(waiter.reject);
            }
          }
        }
      }
    } finally {
      this.#running = false;
    }
  }

  /** The next statement's items: the oldest first, one per key, within the caps. */
  #take(): Array<Waiter<Item, Outcome>> {
    const { keyOf, maxItems, bytesOf, maxBytes = Number.POSITIVE_INFINITY } = this.options;
    const batch: Array<Waiter<Item, Outcome>> = [];
    const keys = new Set<string>();
    let bytes = 0;
    let index = 0;
    while (index < this.#waiting.length && batch.length < maxItems) {
      const waiter = this.#waiting[index]!;
      const key = keyOf(waiter.item);
      const size = bytesOf?.(waiter.item) ?? 0;
      if (batch.length > 0 && bytes + size > maxBytes) break;
      if (keys.has(key)) {
        index++;
        continue;
      }
      keys.add(key);
      bytes += size;
      batch.push(waiter);
      this.#waiting.splice(index, 1);
    }
    return batch;
  }

  async #run(batch: ReadonlyArray<Waiter<Item, Outcome>>): Promise<void> {
    await this.options.run(
      batch.map((waiter) => waiter.item),
      (index, outcome) => {
        const waiter = batch[index]!;
        if (waiter.answered) return;
        waiter.answered = true;
        waiter.resolve(outcome);
      },
    );
    for (const waiter of batch) {
      if (!waiter.answered) {
        waiter.answered = true;
        waiter.reject(new Error('group commit: the statement gave this item no outcome'));
      }
    }
  }
}
