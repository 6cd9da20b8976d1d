import { createReadStream } from 'node:fs';

/**
 * SPEC §5's row estimate: the number of newline characters in the file (the header is not subtracted).
 * Streamed in 64 KiB chunks, so a 50 MB file is never held in memory.
 */
export async function countNewlines(filePath: string, signal?: AbortSignal): Promise<number> {
  let count = 0;
  const stream = createReadStream(filePath, signal ? { signal } : {});
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  }
  return count;
}
