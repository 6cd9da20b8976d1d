import { EngineInputError } from '../errors';
import type { WarningLog } from '../report/report';
import type { VerifyOptions } from './options';
import { type InputShape, readByteRows } from './read-byte-rows';
import { type CsvInput, openInput } from './source';

/** Throws when the file has no column to verify: the first check of a verification, not of reading. */
export function assertContactColumn(shape: InputShape): void {
  if (shape.columns.mapping.email || shape.columns.mapping.phone) return;
  throw new EngineInputError(
    'no_contact_column',
    `No e-mail or phone column was found. Name one column "Email" or "Phone", or map the columns explicitly. Columns found: ${shape.header.join(', ')}.`,
  );
}

/**
 * Reads the input (a path, bytes, text or a byte stream; a workbook's sheet as CSV) as data rows with
 * {@link readByteRows}. The row counter and the verifier both read through here, so they count the same rows.
 */
export function readInputRows(
  input: CsvInput,
  options: VerifyOptions,
  warnings: WarningLog,
  onShape: (shape: InputShape) => void,
): AsyncGenerator<string[][]> {
  return readByteRows(openInput(input, options.sheet), options, warnings, onShape);
}
