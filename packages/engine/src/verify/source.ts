import { createReadStream } from 'node:fs';
import { EngineInputError } from '../errors';
import { inputFileKind } from '../xlsx/file-kind';
import { workbookAsCsv } from '../xlsx/workbook-csv';
import { PROTECTED_WORKBOOK } from '../xlsx/workbook-zip';

/**
 * What {@link verifyCsv} reads: a file path (the API worker's case), the file's bytes or text
 * (tests, small uploads), or any byte stream, such as a Node `Readable` or a storage download.
 * The input is read once; nothing has to be re-opened. A file path may also be an .xlsx workbook
 * (its sheet is read as the CSV it holds; see `VerifyOptions.sheet`).
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

/**
 * A file's bytes, or, for an .xlsx workbook, its sheet as CSV. A workbook needs random access (its directory is
 * at the end), which only a file gives: streams of workbooks are refused by the decoder as binary.
 */
async function* fileBytes(path: string, sheet: string | undefined): AsyncGenerator<Uint8Array> {
  const kind = await inputFileKind(path);
  if (kind === 'zip') yield* workbookAsCsv(path, { sheet });
  else if (kind === 'protected') throw new EngineInputError('bad_workbook', PROTECTED_WORKBOOK);
  else yield* createReadStream(path, { highWaterMark: SLICE });
}

/** Turns any {@link CsvInput} into a stream of byte chunks; `sheet` chooses a workbook's sheet. */
export function openInput(input: CsvInput, sheet?: string): AsyncIterable<Uint8Array> {
  if (typeof input === 'string') return slices(Buffer.from(input, 'utf8'));
  if (input instanceof Uint8Array) return slices(input);
  if ('path' in input && typeof input.path === 'string') return fileBytes(input.path, sheet);
  return input as AsyncIterable<Uint8Array>;
}
