import { unguardCell } from './formula-guard';

/**
 * How a reader treats the edges on which CSV files, and the readers that each used to read them, differ. The
 * defaults are RFC 4180 as the engine writes it; the other values keep the browser preview's and the tests' rules.
 */
export interface CsvRecordOptions {
  /**
   * Where a `"` outside a quoted section opens one: `'cell-start'` (default) only while the cell is still empty, so
   * a quote later in the cell is a character; `'anywhere'`: every such quote, as the preview has always read it.
   */
  quotes?: 'cell-start' | 'anywhere';
  /** Undo the formula guard on every cell (`unguardCell`): for a results file the engine wrote, never an upload. */
  unguard?: boolean;
  /** Trim white space around every cell, after `unguard` (the guard's `'` is the cell's first character). */
  trim?: boolean;
  /**
   * Which records are blank lines, and dropped: `'skip'` (default) a record of one empty cell (after `unguard` and
   * `trim`); `'keep'`: none; `'spaces'`: a record of one cell, never quoted, of nothing but spaces, tabs and BOMs (the
   * rule by which an upload's preview slice has always counted its rows).
   */
  blankLines?: 'skip' | 'keep' | 'spaces';
  /** The text ends inside a quoted cell: `'keep'` (default) the cell as read so far, or `'error'`: throw. */
  unclosedQuote?: 'keep' | 'error';
}

/** The text ended inside a quoted cell (an unbalanced `"`), and the reader was asked to refuse that. */
export class CsvUnclosedQuoteError extends Error {
  override name = 'CsvUnclosedQuoteError';

  constructor() {
    super('CSV ends inside a quoted cell');
  }
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;
const SPACES = /^[ \t\uFEFF]*$/;

/**
 * Splits comma-separated text into records as it is pushed in pieces, with no I/O of its own (so the browser can
 * use it): quoted cells may hold commas, `""` and line breaks; CRLF, LF and a bare CR each end a record; a leading
 * byte-order mark is dropped. Memory is one record.
 */
export class CsvRecordReader {
  /** Index in the text last pushed just past the last record `push` returned (its whole length when none stopped it). */
  consumed = 0;
  readonly #quotesAnywhere: boolean;
  readonly #unguard: boolean;
  readonly #trim: boolean;
  readonly #blankLines: 'skip' | 'keep' | 'spaces';
  readonly #strict: boolean;
  #cells: string[] = [];
  #cell = '';
  #inQuotes = false;
  // Inside quotes, a `"` was the last character: the closing quote, or the first of a doubled pair.
  #quotePending = false;
  // The last record ended at a CR, so an LF right after it (even in the next piece) belongs to that ending.
  #afterCr = false;
  #first = true;
  // A quote opened in the current record: for `blankLines: 'spaces'`, a quoted cell is never blank.
  #quotedRecord = false;

  constructor(options: CsvRecordOptions = {}) {
    this.#quotesAnywhere = options.quotes === 'anywhere';
    this.#unguard = options.unguard === true;
    this.#trim = options.trim === true;
    this.#blankLines = options.blankLines ?? 'skip';
    this.#strict = options.unclosedQuote === 'error';
  }

  /**
   * Reads `text`, the next piece of the file, and returns the records it completes. With `limit`, reading stops
   * once that many are returned; `consumed` then says where, and the rest of `text` is unread (push it again).
   */
  push(text: string, limit = Number.POSITIVE_INFINITY): string[][] {
    const records: string[][] = [];
    let i = 0;
    if (this.#first && text.length > 0) {
      this.#first = false;
      if (text.charCodeAt(0) === BOM) i = 1;
    }
    // Characters from `run` to `i` belong to the current cell and are appended in one slice, not one by one.
    let run = i;
    for (; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (this.#afterCr) {
        this.#afterCr = false;
        if (ch === LF) {
          run = i + 1;
          continue;
        }
      }
      if (this.#inQuotes) {
        if (!this.#quotePending) {
          if (ch === QUOTE) {
            this.#cell += text.slice(run, i);
            this.#quotePending = true;
            run = i + 1;
          }
          continue;
        }
        this.#quotePending = false;
        // The second quote of a pair is the cell's `"`: it starts the next run.
        if (ch === QUOTE) continue;
        this.#inQuotes = false;
        // `ch` follows the closing quote: read it as outside quotes.
      }
      if (ch === QUOTE && (this.#quotesAnywhere || (run === i && this.#cell === ''))) {
        this.#cell += text.slice(run, i);
        this.#inQuotes = true;
        this.#quotedRecord = true;
        run = i + 1;
      } else if (ch === COMMA) {
        this.#cell += text.slice(run, i);
        this.#endCell();
        run = i + 1;
      } else if (ch === LF || ch === CR) {
        this.#cell += text.slice(run, i);
        this.#afterCr = ch === CR;
        run = i + 1;
        const record = this.#endRecord();
        if (record) {
          records.push(record);
          if (records.length >= limit) {
            this.consumed = i + 1;
            return records;
          }
        }
      }
    }
    this.#cell += text.slice(run);
    this.consumed = text.length;
    return records;
  }

  /** Ends the text: returns its last record when it has no line break after it; throws as `unclosedQuote` says. */
  end(): string[][] {
    if (this.#inQuotes && !this.#quotePending && this.#strict) throw new CsvUnclosedQuoteError();
    this.#inQuotes = false;
    this.#quotePending = false;
    // A last line with nothing on it is the file's end, not a record.
    if (this.#cells.length === 0 && this.#cell === '') return [];
    const record = this.#endRecord();
    return record ? [record] : [];
  }

  #endCell(): void {
    let value = this.#cell;
    if (this.#unguard) value = unguardCell(value);
    if (this.#trim) value = value.trim();
    this.#cells.push(value);
    this.#cell = '';
  }

  #endRecord(): string[] | undefined {
    this.#endCell();
    const record = this.#cells;
    this.#cells = [];
    const quoted = this.#quotedRecord;
    this.#quotedRecord = false;
    return this.#isBlank(record, quoted) ? undefined : record;
  }

  #isBlank(record: string[], quoted: boolean): boolean {
    if (record.length !== 1) return false;
    if (this.#blankLines === 'skip') return record[0] === '';
    return this.#blankLines === 'spaces' && !quoted && SPACES.test(record[0]!);
  }
}

/** The records of a whole CSV text, read with `options`. */
export function readCsvText(text: string, options: CsvRecordOptions = {}): string[][] {
  const reader = new CsvRecordReader(options);
  const records = reader.push(text);
  for (const record of reader.end()) records.push(record);
  return records;
}
