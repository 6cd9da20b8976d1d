import { unguardCell } from '@leadproof/engine/formula-guard';

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
 * Parses CSV text for the preview table: records end at newlines, commas split fields
 * unless inside double quotes, values are trimmed. Beyond that it also reads what the
 * engine writes: `""` inside quotes is one quote, a newline inside quotes stays in the value, CRLF
 * endings and a leading byte-order mark are dropped, and blank lines are skipped. An unterminated
 * quote is a parse failure.
 */
export function parseCsvPreview(text: string, options: CsvPreviewOptions = {}): CsvPreviewResult {
  const cellOf = options.unguard ? unguardCell : (field: string) => field;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') return { ok: false, error: 'CSV file is empty' };

  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  const endField = () => {
    // Unguarded before trimming: the guard's `'` is the first character of the cell as written.
    record.push(cellOf(field).trim());
    field = '';
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      inQuotes = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n') {
      endRecord();
    } else if (char === '\r') {
      // CRLF: the \n ends the record; a lone \r (old Mac endings) ends it too.
      if (source[i + 1] !== '\n') endRecord();
    } else {
      field += char;
    }
  }
  if (inQuotes) return { ok: false, error: 'Failed to parse CSV file' };
  if (field !== '' || record.length > 0) endRecord();

  const [headers, ...data] = records;
  if (!headers) return { ok: false, error: 'CSV file is empty' };
  const width = headers.length;
  const rows = data.map((row) =>
    row.length >= width ? row.slice(0, width) : [...row, ...Array<string>(width - row.length).fill('')],
  );
  return { ok: true, table: { headers, rows } };
}
