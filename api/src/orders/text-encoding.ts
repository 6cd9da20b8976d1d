/**
 * Guesses how an uploaded CSV's bytes are encoded, from its first chunk: a BOM decides; otherwise
 * valid UTF-8 is UTF-8 and anything else is read as Windows-1252 (what spreadsheets export).
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding of a file whose first bytes are `head`. */
export function detectTextEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  // Drop a possibly cut multi-byte sequence at the end before the strict check.
  let end = head.length;
  while (end > 0 && end > head.length - 4 && ((head[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((head[end - 1] ?? 0) & 0xc0) === 0xc0) end--;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

const MAGIC: Array<{ bytes: number[]; what: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook or ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel (.xls) workbook' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
];

/** Why `head` is not text, in words for the customer, or undefined when it looks like text. */
export function binaryKind(head: Uint8Array, encoding: TextEncoding): string | undefined {
  const magic = MAGIC.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  if (magic) return magic.what;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return undefined;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return 'a binary file';
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control > head.length * 0.01 ? 'a binary file' : undefined;
}
