import { type DetectedColumns, detectColumns, looksLikeDataRow } from '../columns/detect';
import { type DecodeInfo, decodeText } from '../csv/decode';
import { type CsvLayout, readCsvRows } from '../csv/read-rows';
import { EngineInputError } from '../errors';
import type { WarningLog } from '../report/report';
import type { VerifyOptions } from './options';

/** The file's header, layout and column mapping, known once the first rows are read. */
export interface InputShape {
  header: string[];
  headerless: boolean;
  layout: CsvLayout;
  decode: DecodeInfo;
  columns: DetectedColumns;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
const SAMPLE_ROWS = 50;

function assertTextLike(rows: readonly (readonly string[])[]): void {
  const first = (rows[0]?.[0] ?? '').trimStart().toLowerCase();
  if (/^(<!doctype|<html|<\?xml|<[a-z]+[\s>])/.test(first) || /^[{[]\s*"/.test(first)) {
    throw new EngineInputError('not_csv', 'This file is an HTML, XML or JSON document, not a CSV file.');
  }
  let characters = 0;
  let controls = 0;
  for (const row of rows) {
    for (const cell of row) {
      characters += cell.length;
      controls += cell.match(CONTROL)?.length ?? 0;
    }
  }
  if (characters > 0 && controls / characters > 0.01) {
    throw new EngineInputError(
      'undecodable',
      'This file contains binary data and cannot be read as text. Upload a CSV saved as UTF-8.',
    );
  }
}

/**
 * Reads a file's bytes as data rows, after working out its shape from the first batch: encoding,
 * delimiter, header (or its absence) and column mapping. Throws {@link EngineInputError} for files
 * that cannot be read (`onShape` may throw to refuse one it can read). The row counters (in Node and in
 * the browser) and the verifier all read through here, so they count the same rows. No `node:` module is
 * imported from here on: opening a path is `read-input.ts`'s.
 */
export async function* readByteRows(
  bytes: AsyncIterable<Uint8Array>,
  options: Pick<VerifyOptions, 'mapping'>,
  warnings: WarningLog,
  onShape: (shape: InputShape) => void,
): AsyncGenerator<string[][]> {
  const decode: DecodeInfo = { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 };
  let layout: CsvLayout = { delimiter: ',', newline: '\n' };
  let dataRowsSeen = 0;
  let blankRows = 0;
  let shaped = false;
  const rows = readCsvRows(decodeText(bytes, decode), {
    layout: (found) => {
      layout = found;
    },
    issue: (issue) => warnings.add({ code: issue.code, row: issue.row, message: issue.message }),
    blankRow: () => {
      blankRows++;
    },
  });
  for await (let batch of rows) {
    if (!shaped) {
      shaped = true;
      assertTextLike(batch.slice(0, SAMPLE_ROWS));
      const first = batch[0]!;
      const headerless = looksLikeDataRow(first);
      const header = headerless
        ? first.map((_, index) => `column_${index + 1}`)
        : first.map((name) => name.trim());
      if (!headerless) batch = batch.slice(1);
      else
        warnings.add({
          code: 'no_header',
          message: 'The first row holds data, so the file has no header row.',
        });
      const columns = detectColumns(header, batch.slice(0, SAMPLE_ROWS), options.mapping);
      onShape({ header, headerless, layout, decode, columns });
    }
    dataRowsSeen += batch.length;
    if (batch.length > 0) yield batch;
  }
  if (!shaped) throw new EngineInputError('empty_file', 'The file is empty.');
  if (dataRowsSeen === 0)
    throw new EngineInputError('empty_file', 'The file has a header row but no data rows.');
  if (blankRows > 0) {
    warnings.add({ code: 'blank_rows_skipped', message: `${blankRows} blank line(s) were skipped.` });
  }
  if (decode.invalidUtf8Chunks > 0) {
    warnings.add({
      code: 'invalid_utf8',
      message: 'Some bytes were not valid UTF-8 and were replaced by "�"; the file may mix encodings.',
    });
  }
}
