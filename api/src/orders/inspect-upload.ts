/**
 * Reads a confirmed upload once: its bytes are hashed and counted as they stream by, with the engine's own row
 * counter, so what is charged is exactly what the engine will verify, and the job can tell the same bytes apart
 * from any others. An .xlsx workbook (or an OLE file, which may be a password-protected one) is a zip the
 * engine reads from a file, so it is first copied to a private temporary folder (at most the 50 MB upload).
 */
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadFormat } from '@leadproof/contract/orders';
import { countCsvRows } from '@leadproof/engine';
import { NotTextError } from './csv-records';
import { binaryKind, detectTextEncoding } from './text-encoding';

const HEAD_BYTES = 64 * 1024;

/** What the upload holds, and what it is: CSV text or an .xlsx workbook (by its bytes, whatever its name). */
export type UploadInspection = {
  size: number;
  sha256: string;
  rows: number;
  records: number;
  format: UploadFormat;
};

/** Options of {@link inspectUpload}. */
export interface InspectUploadOptions {
  /** The workbook sheet to count (the order's `sheet`); the first visible worksheet when absent. */
  sheet?: string | undefined;
}

/**
 * Counts, hashes and sizes `stream`. Throws {@link NotTextError} for a binary file (named as the customer would
 * know it) and the engine's `EngineInputError` for text the engine cannot read as CSV, or a workbook without
 * the sheet asked for (`unknown_sheet`, naming those it has).
 */
export async function inspectUpload(
  stream: Readable,
  { sheet }: InspectUploadOptions = {},
): Promise<UploadInspection> {
  const hash = createHash('sha256');
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await chunks.next();
  const rest: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => chunks };
  const head = first.done ? Buffer.alloc(0) : first.value;
  if (isWorkbookContainer(head)) return inspectWorkbook(head, rest, hash, sheet);
  return inspectText(head, rest, hash);
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((value, i) => bytes[i] === value);

/** An .xlsx (a zip) or an OLE compound file (an .xls, or a password-protected workbook). */
function isWorkbookContainer(head: Buffer): boolean {
  return startsWith(head, ZIP) || startsWith(head, COMPOUND);
}

/** Copies the workbook to a temporary file (hashing it), counts its sheet's rows there, and removes it. */
async function inspectWorkbook(
  head: Buffer,
  rest: AsyncIterable<Buffer>,
  hash: Hash,
  sheet: string | undefined,
): Promise<UploadInspection> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-upload-'));
  try {
    const file = path.join(dir, 'upload.xlsx');
    let size = 0;
    async function* hashed(): AsyncGenerator<Buffer> {
      hash.update(head);
      size += head.length;
      yield head;
      for await (const chunk of rest) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
    await pipeline(hashed(), createWriteStream(file));
    const { rows, records } = await countCsvRows({ path: file }, { sheet });
    return { size, sha256: hash.digest('hex'), rows, records, format: 'xlsx' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function inspectText(
  first: Buffer,
  rest: AsyncIterable<Buffer>,
  hash: Hash,
): Promise<UploadInspection> {
  let size = 0;
  const stream = (async function* () {
    if (first.length > 0) yield first;
    yield* rest;
  })();
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
  return { size, sha256: hash.digest('hex'), rows, records, format: 'csv' };
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
