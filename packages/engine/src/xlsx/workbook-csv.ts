/**
 * An .xlsx workbook's chosen sheet as CSV bytes (UTF-8, comma, CRLF, quoted as RFC 4180 needs, nothing
 * formula-guarded): what the engine's one reader then reads, so a workbook is counted and verified exactly like
 * the CSV it holds.
 */
import { quoteCell } from '../csv/write-row';
import { readWorkbookRows, type WorkbookReadOptions } from './read-workbook';

const CHUNK_CHARS = 64 * 1024;

/** The sheet's rows as CSV text, in UTF-8 chunks. */
export async function* workbookAsCsv(
  path: string,
  options: WorkbookReadOptions = {},
): AsyncGenerator<Uint8Array> {
  let text = '';
  for await (const batch of readWorkbookRows(path, options)) {
    for (const row of batch) {
      for (let i = 0; i < row.length; i++) text += i === 0 ? quoteCell(row[i]!) : `,${quoteCell(row[i]!)}`;
      text += '\r\n';
      if (text.length >= CHUNK_CHARS) {
        yield Buffer.from(text, 'utf8');
        text = '';
      }
    }
  }
  if (text) yield Buffer.from(text, 'utf8');
}
