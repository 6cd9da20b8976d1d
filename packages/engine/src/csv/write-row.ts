import { guardCell } from './formula-guard';

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/**
 * One CSV cell as RFC 4180 text, quoted only when it must be, and not formula-guarded: for a cell read back
 * from a file the engine wrote, which was guarded then (guarding it again would add a second `'`).
 */
export function quoteCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
}

/** One CSV cell as RFC 4180 text, formula-guarded and quoted only when it must be. */
export function formatCell(value: string): string {
  return quoteCell(guardCell(value));
}

/** One CSV record without its line ending, comma-separated, each cell formula-guarded (`formatCell`). */
export function formatRow(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) line += ',';
    line += formatCell(cells[i]!);
  }
  return line;
}

/**
 * One CSV record without its line ending, comma-separated, cells as they are (`quoteCell`): for a file a program
 * reads (the engine's input), where the guard's `'` would change the data.
 */
export function quoteRow(cells: readonly string[]): string {
  return cells.map(quoteCell).join(',');
}
