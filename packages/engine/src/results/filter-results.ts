/**
 * Streams a filtered download of a results file: its header, then only the rows a filter keeps, in constant memory.
 * @module
 */
import { type DecodeInfo, decodeText } from '../csv/decode';
import { readCsvRows } from '../csv/read-rows';
import type { Newline } from '../csv/sniff';
import { quoteCell } from '../csv/write-row';
import { type ResultsFilter, rowFilter } from './filter-rows';

/** Options of {@link filterResultsCsv}. */
export interface FilterResultsOptions {
  /** Keep at most this many matching rows (a preview); the rest of the file is not read. */
  limit?: number | undefined;
}

// Cells read back were guarded when the engine wrote them: re-quote only, so a kept row is written as it was read.
const formatRecord = (cells: readonly string[]) => cells.map(quoteCell).join(',');

/**
 * The header and the rows of the results file in `source` that `filter` keeps (see `matchesFilter`), as CSV text
 * with the file's BOM and line endings. Reads the file with the engine's own decoder and parser, one batch of rows
 * at a time; stopping early (a `limit`, or a consumer that stops) closes `source`.
 */
export async function* filterResultsCsv(
  source: AsyncIterable<Uint8Array>,
  filter: ResultsFilter,
  options: FilterResultsOptions = {},
): AsyncGenerator<string> {
  const decode: DecodeInfo = { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 };
  let newline: Newline = '\r\n';
  // The engine always writes commas; guessing could pick `;` for a file whose cells hold many of them.
  const batches = readCsvRows(
    decodeText(source, decode),
    { layout: (layout) => (newline = layout.newline) },
    { delimiter: ',' },
  );
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let keeps: ((row: readonly string[]) => boolean) | undefined;
  let kept = 0;
  for await (const batch of batches) {
    let text = '';
    let first = 0;
    if (!keeps) {
      const header = batch[0] ?? [];
      keeps = rowFilter(filter, header);
      text += `${decode.bom ? '\ufeff' : ''}${formatRecord(header)}${newline}`;
      first = 1;
    }
    for (let i = first; i < batch.length && kept < limit; i++) {
      const row = batch[i]!;
      if (!keeps(row)) continue;
      text += `${formatRecord(row)}${newline}`;
      kept++;
    }
    if (text !== '') yield text;
    // Leaving the loop returns the reader, which closes the source.
    if (kept >= limit) return;
  }
}
