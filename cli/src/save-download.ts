import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Streams a download to `destination` through `destination.part`, renamed once complete: a cancelled or
 * failed download never leaves a truncated file under the real name. Returns the bytes written.
 */
export async function saveDownload(
  body: ReadableStream<Uint8Array>,
  destination: string,
  signal: AbortSignal,
  onBytes?: (bytes: number) => void,
): Promise<number> {
  const partial = `${destination}.part`;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      onBytes?.(bytes);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      counter,
      createWriteStream(partial),
      { signal },
    );
    await rename(partial, destination);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(destination)).size;
}

/** Streams a download to stdout (`-o -`), for pipes. */
export async function writeDownloadTo(
  body: ReadableStream<Uint8Array>,
  out: NodeJS.WritableStream,
  signal: AbortSignal,
): Promise<void> {
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), out, { signal, end: false });
}
