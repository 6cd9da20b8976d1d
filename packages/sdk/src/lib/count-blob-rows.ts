import { InvalidUploadError } from '../core/error';
import { engineRefusal } from './engine-refusal';

/** Bytes read at a time: each read is a task of its own, so a browser page stays responsive while a file is counted. */
const CHUNK_BYTES = 256 * 1024;
/** A zip's local file header (`PK\x03\x04`): an .xlsx workbook. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Options of `Orders.countRows`. */
export interface OrderCountRowsParams {
  /** Stops the count between two chunks; it then rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

async function* chunksOf(file: Blob, signal: AbortSignal | undefined): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < file.size; offset += CHUNK_BYTES) {
    signal?.throwIfAborted();
    yield new Uint8Array(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
  }
}

async function isWorkbook(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, ZIP_MAGIC.length).arrayBuffer());
  return ZIP_MAGIC.every((value, index) => head[index] === value);
}

/**
 * The data rows of a CSV `Blob` (a browser's `File`) as `upload-complete` counts them for the hold: the engine's
 * reader (`countByteRows`, the core of the API's `countCsvRows`) over the Blob read in chunks, in constant memory.
 * Throws `InvalidUploadError` with the engine's message for a file it cannot read, and for an .xlsx workbook, whose
 * rows only a file path (`@leadproof/sdk/node`) or the upload itself can count.
 */
export async function countBlobRows(file: Blob, { signal }: OrderCountRowsParams = {}): Promise<number> {
  if (await isWorkbook(file))
    throw new InvalidUploadError(
      "An .xlsx workbook's rows can't be counted from its bytes alone: they are counted when it is uploaded.",
    );
  // Loaded on first use: the reader (with its CSV parser) costs a page that never counts a file nothing.
  const { countByteRows } = await import('@leadproof/engine/count-byte-rows');
  try {
    return (await countByteRows(chunksOf(file, signal))).rows;
  } catch (error) {
    throw engineRefusal(error);
  }
}
