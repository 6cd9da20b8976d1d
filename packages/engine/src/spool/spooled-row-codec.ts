/**
 * Text form of one pass-one row in the spool. The common row is its fields joined by U+0001 (no
 * JSON to write or parse, no nested arrays); a row whose input holds U+0001–U+0003 itself, which
 * real lead files never do, is written as `U+0003` + a JSON array instead. Neither form contains a
 * raw U+0002, which ends each row in the spool file (input cells may hold line breaks).
 */
const FIELD = '\u0001';
const JSON_MARK = '\u0003';
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are the spool's own delimiters.
const RESERVED = /[\u0001-\u0003]/;

/** Ends a row in the spool file. */
export const ROW_END = '\u0002';

/**
 * Encodes a row's flat fields (`verify/spooled-row.ts` says which they are). `input` is the row's own CSV text, which holds every cell the other
 * fields were derived from, so testing it alone tells whether the delimited form is safe.
 */
export function encodeFields(fields: readonly string[], input: string): string {
  return RESERVED.test(input) ? JSON_MARK + JSON.stringify(fields) : fields.join(FIELD);
}

/** {@link ROW_END} in UTF-8: one byte, never part of another character's encoding. */
export const ROW_END_BYTE = 2;
const encoder = new TextEncoder();

/**
 * Rows as the spool holds them: each encoded row followed by {@link ROW_END}, as UTF-8 in a buffer of
 * its own (so it can be transferred between threads, not copied). Bytes rather than text: the thread
 * that reads the file then writes, reads and hands on spooled rows without encoding or decoding
 * them; the analysis threads do that, side by side.
 */
export function joinSpooledRows(rows: readonly string[]): Uint8Array {
  return rows.length === 0 ? new Uint8Array(0) : encoder.encode(rows.join(ROW_END) + ROW_END);
}

/** The encoded rows of {@link joinSpooledRows} bytes. */
export function splitSpooledRows(bytes: Uint8Array): string[] {
  const rows = asBuffer(bytes).toString('utf8').split(ROW_END);
  rows.pop();
  return rows;
}

/** How many rows {@link joinSpooledRows} bytes hold. U+0002 is one byte in UTF-8 and never part of another character's. */
export function countSpooledRows(bytes: Uint8Array): number {
  const view = asBuffer(bytes);
  let count = 0;
  for (let at = view.indexOf(ROW_END_BYTE); at >= 0; at = view.indexOf(ROW_END_BYTE, at + 1)) count++;
  return count;
}

/** Where the last whole row of `bytes` ends (exclusive), or 0 when none does. */
export function endOfLastRow(bytes: Uint8Array): number {
  return asBuffer(bytes).lastIndexOf(ROW_END_BYTE) + 1;
}

/**
 * The pieces one after the other, in a new buffer of their exact size. Not `Buffer.concat`: it takes
 * small results from a shared pool, and transferring one would take the pool's other users' memory.
 */
export function joinBytes(pieces: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const piece of pieces) size += piece.byteLength;
  const joined = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.byteLength;
  }
  return joined;
}

/** A Buffer over the same memory, for its byte search and UTF-8 decoding. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Decodes {@link encodeFields}. */
export function decodeFields(line: string): string[] {
  return line.charCodeAt(0) === 3 ? (JSON.parse(line.slice(1)) as string[]) : line.split(FIELD);
}
