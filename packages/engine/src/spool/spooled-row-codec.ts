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
 * Encodes a row's flat fields. `input` is the row's own CSV text, which holds every cell the other
 * fields were derived from, so testing it alone tells whether the delimited form is safe.
 */
export function encodeSpooledRow(fields: readonly string[], input: string): string {
  return RESERVED.test(input) ? JSON_MARK + JSON.stringify(fields) : fields.join(FIELD);
}

/** Rows as the spool holds them: each encoded row followed by {@link ROW_END}. */
export function joinSpooledRows(rows: readonly string[]): string {
  return rows.length === 0 ? '' : rows.join(ROW_END) + ROW_END;
}

/** The encoded rows of {@link joinSpooledRows} text. */
export function splitSpooledRows(text: string): string[] {
  const rows = text.split(ROW_END);
  rows.pop();
  return rows;
}

/** How many rows {@link joinSpooledRows} text holds. */
export function countSpooledRows(text: string): number {
  let count = 0;
  for (let at = text.indexOf(ROW_END); at >= 0; at = text.indexOf(ROW_END, at + 1)) count++;
  return count;
}

/** Decodes {@link encodeSpooledRow}. */
export function decodeSpooledRow(line: string): string[] {
  return line.charCodeAt(0) === 3 ? (JSON.parse(line.slice(1)) as string[]) : line.split(FIELD);
}
