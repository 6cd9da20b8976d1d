import { createReadStream } from 'node:fs';

/**
 * What {@link verifyCsv} reads: a file path (the API worker's case), the file's bytes or text
 * (tests, small uploads), or any byte stream, such as a Node `Readable` or a storage download.
 * The input is read once; nothing has to be re-opened.
 */
export type CsvInput = { path: string } | string | Uint8Array | AsyncIterable<Uint8Array>;

const SLICE = 64 * 1024;

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += SLICE) yield bytes.subarray(offset, offset + SLICE);
}

/** True for inputs already held in memory, whose verified rows may be kept in memory too. */
export function isInMemoryInput(input: CsvInput): input is string | Uint8Array {
  return typeof input === 'string' || input instanceof Uint8Array;
}

/** Turns any {@link CsvInput} into a stream of byte chunks. */
export function openInput(input: CsvInput): AsyncIterable<Uint8Array> {
  if (typeof input === 'string') return slices(Buffer.from(input, 'utf8'));
  if (input instanceof Uint8Array) return slices(input);
  if ('path' in input && typeof input.path === 'string')
    return createReadStream(input.path, { highWaterMark: SLICE });
  return input as AsyncIterable<Uint8Array>;
}
