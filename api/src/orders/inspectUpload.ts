/**
 * Reads a confirmed upload once: its bytes are hashed and counted as they stream by, with the engine's own row
 * counter, so what is charged is exactly what the engine will verify, and the job can tell the same bytes apart
 * from any others.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { countCsvRows } from '@leadproof/engine';
import { NotTextError } from './csvRecords';
import { binaryKind, detectTextEncoding } from './textEncoding';

const HEAD_BYTES = 64 * 1024;

/** What the upload holds. */
export type UploadInspection = { size: number; sha256: string; rows: number; records: number };

/**
 * Counts, hashes and sizes `stream`. Throws {@link NotTextError} for a binary file (named as the customer would
 * know it) and the engine's `EngineInputError` for text the engine cannot read as CSV.
 */
export async function inspectUpload(stream: Readable): Promise<UploadInspection> {
  const hash = createHash('sha256');
  let size = 0;
  async function* sniffedAndHashed(): AsyncGenerator<Uint8Array> {
    let head: Buffer[] | undefined = [];
    let headBytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (!head) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= HEAD_BYTES) {
        yield refuseBinary(Buffer.concat(head));
        head = undefined;
      }
    }
    if (head && headBytes > 0) yield refuseBinary(Buffer.concat(head));
  }
  const { rows, records } = await countCsvRows(sniffedAndHashed());
  return { size, sha256: hash.digest('hex'), rows, records };
}

/** SHA-256 of a stream, as hex. */
export async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

function refuseBinary(head: Buffer): Buffer {
  const sample = head.subarray(0, HEAD_BYTES);
  const kind = binaryKind(sample, detectTextEncoding(sample));
  if (kind) throw new NotTextError(kind);
  return head;
}
