/** A strict RFC 4180 reader for tests: checks what a spreadsheet would see in each cell of a download. */
import { readCsvText } from '@leadproof/engine/csv';

/**
 * The rows of `text` (a leading BOM dropped), each as its cells, quotes undone, blank lines kept as one empty cell;
 * no trailing empty row. Throws when the text ends inside a quoted cell.
 */
export function parseCsv(text: string): string[][] {
  return readCsvText(text, { blankLines: 'keep', unclosedQuote: 'error' });
}
