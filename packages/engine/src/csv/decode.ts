import { EngineInputError } from '../errors';
import { asciiText, concatBytes, isAsciiBytes } from './bytes';

/** Text encodings the engine reads. */
export type InputEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Decoding facts gathered while reading, for the report. */
export interface DecodeInfo {
  /** Encoding in effect; `utf-8` until a non-UTF-8 byte proves otherwise. */
  encoding: InputEncoding;
  /** True when the file starts with a byte-order mark. */
  bom: boolean;
  /** Chunks that held invalid UTF-8 after valid multi-byte text, decoded with replacement characters. */
  invalidUtf8Chunks: number;
}

const SNIFF_BYTES = 64 * 1024;

/** Binary formats customers upload by mistake, with what to tell them. */
const BINARY_SIGNATURES: ReadonlyArray<{ magic: number[]; message: string }> = [
  {
    magic: [0x50, 0x4b, 0x03, 0x04],
    message: 'This looks like an Excel workbook or a ZIP archive, not a CSV file. Export the sheet as CSV.',
  },
  {
    magic: [0xd0, 0xcf, 0x11, 0xe0],
    message:
      'This looks like an old Excel (.xls) workbook or a password-protected one, not a CSV file. Save it as .xlsx without a password, or export the sheet as CSV.',
  },
  { magic: [0x25, 0x50, 0x44, 0x46], message: 'This is a PDF document, not a CSV file.' },
  { magic: [0x1f, 0x8b], message: 'This file is gzip-compressed. Decompress it and upload the CSV inside.' },
];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((value, index) => bytes[index] === value);
}

/** Guesses UTF-16 without a BOM from the zero bytes ASCII text leaves in every other position. */
function utf16WithoutBom(sample: Uint8Array): InputEncoding | undefined {
  let evenZeros = 0;
  let oddZeros = 0;
  const length = Math.min(sample.length, 4096) & ~1;
  for (let i = 0; i < length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (pairs === 0) return undefined;
  if (oddZeros / pairs > 0.4 && evenZeros / pairs < 0.05) return 'utf-16le';
  if (evenZeros / pairs > 0.4 && oddZeros / pairs < 0.05) return 'utf-16be';
  return undefined;
}

function chooseInitialEncoding(sample: Uint8Array): { encoding: InputEncoding; bom: boolean } {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return { encoding: 'utf-8', bom: true };
  if (sample[0] === 0xff && sample[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (sample[0] === 0xfe && sample[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  for (const { magic, message } of BINARY_SIGNATURES) {
    if (startsWith(sample, magic)) throw new EngineInputError('not_csv', message);
  }
  if (sample.includes(0)) {
    const utf16 = utf16WithoutBom(sample);
    if (utf16) return { encoding: utf16, bom: false };
    throw new EngineInputError(
      'undecodable',
      'This file contains binary data and cannot be read as text. Upload a CSV saved as UTF-8.',
    );
  }
  return { encoding: 'utf-8', bom: false };
}

/**
 * Decodes a byte stream to text: BOM-marked UTF-8/UTF-16, UTF-8, or Windows-1252.
 *
 * While everything read so far is ASCII, UTF-8 and Windows-1252 agree, so the first byte that is
 * not valid UTF-8 can switch the rest of the file to Windows-1252 without re-reading anything.
 */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  info: DecodeInfo,
): AsyncGenerator<string> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let decoder: TextDecoder | undefined;
  let sawMultibyte = false;

  const decodeChunk = (chunk: Uint8Array, last: boolean): string => {
    if (!decoder) {
      const initial = chooseInitialEncoding(chunk);
      info.encoding = initial.encoding;
      info.bom = initial.bom;
      decoder = new TextDecoder(initial.encoding, { fatal: initial.encoding === 'utf-8' });
    }
    if (info.encoding !== 'utf-8') return decoder.decode(chunk, { stream: !last });
    // ASCII-only text decodes the same in every supported encoding; latin1 is the fastest path.
    if (!sawMultibyte && isAsciiBytes(chunk)) return asciiText(chunk);
    try {
      const text = decoder.decode(chunk, { stream: !last });
      sawMultibyte = true;
      return text;
    } catch {
      if (!sawMultibyte) {
        info.encoding = 'windows-1252';
        decoder = new TextDecoder('windows-1252');
        return decoder.decode(chunk, { stream: !last });
      }
      // Mixed encodings: keep UTF-8, replace the bad bytes, and say so in the report.
      info.invalidUtf8Chunks++;
      decoder = new TextDecoder('utf-8', { fatal: true });
      return new TextDecoder('utf-8').decode(chunk);
    }
  };

  for await (const chunk of chunks) {
    if (!decoder) {
      // Sniff on a sample large enough to see past a short header.
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < SNIFF_BYTES) continue;
      const joined = concatBytes(pending);
      pending = [];
      yield decodeChunk(joined, false);
      continue;
    }
    const text = decodeChunk(chunk, false);
    if (text) yield text;
  }
  const rest = pending.length > 0 ? concatBytes(pending) : new Uint8Array(0);
  if (!decoder && rest.length === 0) return;
  const text = decodeChunk(rest, true);
  if (text) yield text;
}
