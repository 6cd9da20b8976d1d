import { type CsvRowCount, countByteRows } from './count-byte-rows';
import type { VerifyOptions } from './verify/options';
import { type CsvInput, openInput } from './verify/source';

/**
 * Counts the data rows {@link verifyCsv} would verify, through the same reader (decoding, delimiter, quotes,
 * line endings, blank and delimiter-only rows, header detection), without analysing them. What a caller charges
 * for must be this count: a second parser that disagrees on one quote undercharges or overcharges.
 * Rejects with `EngineInputError` for input that cannot be read as CSV, or whose rows would be padded out of all
 * proportion; a file without a contact column is still counted (verifying it is what fails). A workbook's path is
 * counted as its sheet's CSV; the counting itself is {@link countByteRows}, which browsers run too.
 */
export function countCsvRows(
  input: CsvInput,
  options: Pick<VerifyOptions, 'mapping' | 'sheet'> = {},
): Promise<CsvRowCount> {
  return countByteRows(openInput(input, options.sheet), options);
}
