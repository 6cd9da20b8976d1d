/** A pull-based stream over an async iterable: reads one chunk per pull, so memory stays constant. */
export function iterableToStream(iterable: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = iterable[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        await iterator.return?.(reason);
      },
    },
    // No read-ahead: a chunk is read only when fetch asks for one, so a 50 MB file never sits in memory.
    { highWaterMark: 0 },
  );
}

/** Passes chunks through unchanged, reporting the running byte count after each. */
export function countBytes(onChunk: (loaded: number) => void): TransformStream<Uint8Array, Uint8Array> {
  let loaded = 0;
  return new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      controller.enqueue(chunk);
      onChunk(loaded);
    },
  });
}
