/**
 * Decodes an upload's text and cuts the head of a CSV for a preview, in constant memory, with the engine's record
 * reader. It is not a row counter: what an order is charged for is counted by the engine's own reader
 * (`inspectUpload`).
 */
import type { Readable } from 'node:stream';
import { CsvRecordReader } from '@leadproof/engine/csv';
import { binaryKind, detectTextEncoding } from './text-encoding';

const HEAD_BYTES = 64 * 1024;

/** Yields the stream's text in chunks, decoded with the encoding its first bytes show; throws on binary input. */
export async function* decodedText(stream: Readable): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const start = () => {
    const head = Buffer.concat(pending);
    const encoding = detectTextEncoding(head.subarray(0, HEAD_BYTES));
    const binary = binaryKind(head.subarray(0, HEAD_BYTES), encoding);
    if (binary) throw new NotTextError(binary);
    decoder = new TextDecoder(encoding);
    pending = [];
    return decoder.decode(head, { stream: true });
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= HEAD_BYTES) yield start();
  }
  if (!decoder && pendingBytes > 0) yield start();
  if (decoder) yield decoder.decode();
}

/** The upload is not text; `what` names what it looks like. */
export class NotTextError extends Error {
  override name = 'NotTextError';

  constructor(readonly what: string) {
    super(`The file looks like ${what}, not a CSV.`);
  }
}

/** The header and first `limit` data rows of a CSV stream, as UTF-8 text. */
export async function* csvHead(stream: Readable, limit: number): AsyncGenerator<string> {
  // The preview's quote rule; a line of only spaces is not a row, but a quoted empty cell is (as it always was).
  const reader = new CsvRecordReader({ quotes: 'anywhere', blankLines: 'spaces' });
  let wanted = limit + 1;
  for await (const text of decodedText(stream)) {
    wanted -= reader.push(text, wanted).length;
    if (wanted === 0) {
      yield text.slice(0, reader.consumed);
      stream.destroy();
      return;
    }
    yield text;
  }
}
