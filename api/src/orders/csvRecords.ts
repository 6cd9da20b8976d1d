/**
 * Walks CSV text record by record without parsing fields: enough to cut a preview, in constant memory.
 * Quoted fields may hold commas and newlines; blank lines are skipped. It is not a row counter: what an order
 * is charged for is counted by the engine's own reader (`inspectUpload`).
 */
import type { Readable } from 'node:stream';
import { binaryKind, detectTextEncoding } from './textEncoding';

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

/** Tracks record boundaries across chunks. */
export class RecordScanner {
  #inQuotes = false;
  #afterCr = false;
  #hasContent = false;
  /** Records with content seen so far. */
  records = 0;

  /**
   * Scans `text`; returns the index just past the end of record number `stopAt` (1-based) when it
   * ends inside this chunk, else -1.
   */
  scan(text: string, stopAt = Number.POSITIVE_INFINITY): number {
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (this.#afterCr && ch === 0x0a) {
        this.#afterCr = false;
        continue;
      }
      this.#afterCr = false;
      if (ch === 0x22) {
        this.#inQuotes = !this.#inQuotes;
        this.#hasContent = true;
      } else if ((ch === 0x0a || ch === 0x0d) && !this.#inQuotes) {
        this.#afterCr = ch === 0x0d;
        if (this.#end() && this.records === stopAt) return i + 1;
      } else if (ch !== 0x20 && ch !== 0x09 && ch !== 0xfeff) {
        this.#hasContent = true;
      }
    }
    return -1;
  }

  /** Closes the last record at end of input. */
  finish(): void {
    this.#end();
  }

  #end(): boolean {
    const had = this.#hasContent;
    if (had) this.records++;
    this.#hasContent = false;
    return had;
  }
}

/** The header and first `limit` data rows of a CSV stream, as UTF-8 text. */
export async function* csvHead(stream: Readable, limit: number): AsyncGenerator<string> {
  const scanner = new RecordScanner();
  for await (const text of decodedText(stream)) {
    const end = scanner.scan(text, limit + 1);
    if (end >= 0) {
      yield text.slice(0, end);
      stream.destroy();
      return;
    }
    yield text;
  }
}
