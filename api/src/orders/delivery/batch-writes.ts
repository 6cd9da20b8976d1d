/**
 * Batches a results recorder writes while the results file is still being read: each batch's statement runs while
 * the next batch is gathered, one statement at a time per recorder, in order (issue 38: on PostgreSQL the parse and
 * the database's work overlap instead of taking turns). A failed write fails the next `write` or `finish`.
 */

/** Runs `write`s one after another without making the caller wait for each; `finish` waits for the last. */
export interface BatchWrites {
  /** Queues `write` after those already queued; waits only for the one before it to finish. */
  write(write: () => Promise<unknown>): Promise<void>;
  /** Waits for every queued write; throws the first failure. */
  finish(): Promise<void>;
}

/** A new, empty queue of batch writes. */
export function batchWrites(): BatchWrites {
  let last: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const settle = async () => {
    await last;
    if (failure) throw failure.error;
  };
  return {
    async write(write) {
      // At most one batch in flight and one being gathered: memory stays two batches whatever the file size.
      await settle();
      last = write().then(
        () => {},
        (error: unknown) => {
          failure ??= { error };
        },
      );
    },
    finish: settle,
  };
}
