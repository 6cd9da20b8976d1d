import { createReadStream } from 'node:fs';
import { type DecodeInfo, decodeText } from '../csv/decode';
import { readCsvRows } from '../csv/read-rows';
import type { Newline } from '../csv/sniff';
import { OUTPUT_COLUMNS } from '../verify/output-columns';

/** A column the engine appends to every row. */
export type OutputColumn = (typeof OUTPUT_COLUMNS)[number];

const OUTPUT_OFFSET = Object.fromEntries(OUTPUT_COLUMNS.map((name, i) => [name, i])) as Record<
  OutputColumn,
  number
>;

/** A results file opened for reading: its header and layout, then its data rows. */
export interface ResultsFile {
  /** Header cells as written (formula-guarded names stay guarded). */
  header: string[];
  bom: boolean;
  newline: Newline;
  /** Data rows in batches, in file order; read once. */
  rows: AsyncGenerator<string[][]>;
}

/**
 * Index of an output column in a row of a results file. Input files may have columns named like ours, and
 * they come first, so the output block is the row's last `OUTPUT_COLUMNS.length` cells.
 */
export function outputIndex(row: readonly string[], name: OutputColumn): number {
  return row.length - OUTPUT_COLUMNS.length + OUTPUT_OFFSET[name];
}

/** An output cell of a row of a results file. */
export function outputCell(row: readonly string[], name: OutputColumn): string {
  return row[outputIndex(row, name)] ?? '';
}

/**
 * Opens a results file the engine wrote (UTF-8 with or without BOM, comma-separated, CRLF or LF, quoted
 * multi-line cells) with the engine's own decoder and parser, streaming: only one batch of rows is in memory.
 * Rejects when the header does not end with {@link OUTPUT_COLUMNS} (not a results file of this version).
 */
export async function openResultsFile(path: string): Promise<ResultsFile> {
  const decode: DecodeInfo = { encoding: 'utf-8', bom: false, invalidUtf8Chunks: 0 };
  let newline: Newline = '\r\n';
  // The engine always writes commas; guessing could pick `;` for a file whose cells hold many of them.
  const batches = readCsvRows(
    decodeText(createReadStream(path), decode),
    { layout: (layout) => (newline = layout.newline) },
    { delimiter: ',' },
  );
  const first = await batches.next();
  const header = first.done ? [] : first.value[0]!;
  const ending = header.slice(-OUTPUT_COLUMNS.length);
  if (ending.length !== OUTPUT_COLUMNS.length || ending.some((name, i) => name !== OUTPUT_COLUMNS[i])) {
    await batches.return(undefined);
    throw new Error(
      `${path} is not a results file of this engine: its header does not end with ${OUTPUT_COLUMNS.join(',')}.`,
    );
  }
  const rest = first.done ? [] : first.value.slice(1);
  let row = 0;
  // The engine pads every row to the header's width; another width means the output block cannot be found.
  const checked = (batch: string[][]) => {
    for (const cells of batch) {
      row++;
      if (cells.length !== header.length) {
        throw new Error(
          `Row ${row} of ${path} has ${cells.length} cells and its header ${header.length}: not a results file the engine wrote.`,
        );
      }
    }
    return batch;
  };
  async function* rows(): AsyncGenerator<string[][]> {
    if (rest.length > 0) yield checked(rest);
    for await (const batch of batches) yield checked(batch);
  }
  return { header, bom: decode.bom, newline, rows: rows() };
}

/**
 * A copy of a parsed cell that does not hold on to the text it was parsed from: V8 keeps a substring's parent
 * string alive, so keeping cells of every row (a set of addresses) would keep the whole file in memory.
 */
export function detachedCell(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}
