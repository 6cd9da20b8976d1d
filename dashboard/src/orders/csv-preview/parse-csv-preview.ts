import { CsvUnclosedQuoteError, readCsvText } from '@leadproof/engine/csv';

/** A CSV preview as a table: the header row and the data rows, every row as long as the header. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
}

/** The outcome of parsing a preview: a table, or one of the preview's two failure messages. */
export type CsvPreviewResult =
  | { ok: true; table: CsvTable }
  | { ok: false; error: 'CSV file is empty' | 'Failed to parse CSV file' };

/** Options of `parseCsvPreview`. */
export interface CsvPreviewOptions {
  /**
   * The text is an engine results file: undo the formula guard on every cell (`unguardCell`), so the preview
   * shows the customer's data, not the `'` that keeps a spreadsheet from running it. Never for the original
   * upload, whose apostrophes are the customer's own.
   */
  unguard?: boolean;
}

/**
 * Parses CSV text for the preview table with the engine's reader: records end at newlines, commas split fields
 * unless inside double quotes (a quote anywhere outside quotes opens them), values are trimmed. Beyond that it also
 * reads what the engine writes: `""` inside quotes is one quote, a newline inside quotes stays in the value, CRLF
 * endings and a leading byte-order mark are dropped, and blank lines are skipped. An unterminated quote is a parse
 * failure.
 */
export function parseCsvPreview(text: string, options: CsvPreviewOptions = {}): CsvPreviewResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return { ok: false, error: 'CSV file is empty' };

  let records: string[][];
  try {
    // Unguarded before trimming: the guard's `'` is the first character of the cell as written.
    records = readCsvText(text, {
      quotes: 'anywhere',
      unguard: options.unguard,
      trim: true,
      unclosedQuote: 'error',
    });
  } catch (error) {
    if (error instanceof CsvUnclosedQuoteError) return { ok: false, error: 'Failed to parse CSV file' };
    throw error;
  }

  const [headers, ...data] = records;
  if (!headers) return { ok: false, error: 'CSV file is empty' };
  const width = headers.length;
  const rows = data.map((row) =>
    row.length >= width ? row.slice(0, width) : [...row, ...Array<string>(width - row.length).fill('')],
  );
  return { ok: true, table: { headers, rows } };
}
