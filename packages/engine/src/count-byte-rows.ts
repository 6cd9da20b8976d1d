import { isEngineInputError } from './errors';
import { WarningLog } from './report/report';
import type { VerifyOptions } from './verify/options';
import { assertPaddingBounded } from './verify/padding-limit';
import { readByteRows } from './verify/read-byte-rows';

/** What {@link countByteRows} (and `countCsvRows`) found. */
export interface CsvRowCount {
  /** Data rows: exactly the `rows` that `verifyCsv` reports for the same input and mapping. */
  rows: number;
  /** Non-blank records, a header row included (0 for a file with none). */
  records: number;
}

/**
 * Counts the data rows `verifyCsv` would verify in a CSV file's bytes, through the same reader (decoding,
 * delimiter, quotes, line endings, blank and delimiter-only rows, header detection), without analysing them. No
 * `node:` module is involved, so a browser counts a `Blob`'s stream with it exactly as `countCsvRows` counts a path
 * for the upload hold. Rejects with `EngineInputError` as `countCsvRows` does; a workbook's bytes are refused as not
 * CSV (reading one needs the file, which `countCsvRows` opens).
 */
export async function countByteRows(
  bytes: AsyncIterable<Uint8Array>,
  options: Pick<VerifyOptions, 'mapping'> = {},
): Promise<CsvRowCount> {
  let headerless = true;
  let shaped = false;
  let rows = 0;
  let width = 0;
  let cellsRead = 0;
  try {
    for await (const batch of readByteRows(bytes, options, new WarningLog(0), (shape) => {
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
