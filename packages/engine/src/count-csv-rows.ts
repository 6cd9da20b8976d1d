import { isEngineInputError } from './errors';
import { WarningLog } from './report/report';
import type { VerifyOptions } from './verify/options';
import { assertPaddingBounded } from './verify/padding-limit';
import { readInputRows } from './verify/read-input';
import type { CsvInput } from './verify/source';

/** What {@link countCsvRows} found. */
export interface CsvRowCount {
  /** Data rows: exactly the `rows` that {@link verifyCsv} reports for the same input and mapping. */
  rows: number;
  /** Non-blank records, a header row included (0 for a file with none). */
  records: number;
}

/**
 * Counts the data rows {@link verifyCsv} would verify, through the same reader (decoding, delimiter, quotes,
 * line endings, blank and delimiter-only rows, header detection), without analysing them. What a caller charges
 * for must be this count: a second parser that disagrees on one quote undercharges or overcharges.
 * Rejects with `EngineInputError` for input that cannot be read as CSV, or whose rows would be padded out of all
 * proportion; a file without a contact column is still counted (verifying it is what fails).
 */
export async function countCsvRows(
  input: CsvInput,
  options: Pick<VerifyOptions, 'mapping' | 'sheet'> = {},
): Promise<CsvRowCount> {
  let headerless = true;
  let shaped = false;
  let rows = 0;
  let width = 0;
  let cellsRead = 0;
  try {
    for await (const batch of readInputRows(input, options, new WarningLog(0), (shape) => {
      shaped = true;
      headerless = shape.headerless;
      width = shape.header.length;
    })) {
      rows += batch.length;
      for (const cells of batch) {
        cellsRead += cells.length;
        if (cells.length > width) width = cells.length;
      }
    }
  } catch (error) {
    // The reader refuses a file without data rows; for a count that is a 0, with or without a header.
    if (rows === 0 && isEngineInputError(error) && error.code === 'empty_file')
      return { rows: 0, records: shaped ? 1 : 0 };
    throw error;
  }
  // Refused by the verifier as soon as it has read it, so refused here before anything is charged.
  assertPaddingBounded(rows, width, cellsRead);
  return { rows, records: rows + (headerless ? 0 : 1) };
}
