import { createReadStream } from 'node:fs';
import { readCsvRecords } from '../src/csv/read-csv-records';
import type { OutputColumn } from '../src/mailbox/results-file';

/** The `columns` cells of each row of a results file, as a reader of the file gets them, row after row. */
export async function resultFileCells(path: string, columns: readonly OutputColumn[]): Promise<string[]> {
  const cells: string[] = [];
  let indexes: number[] | undefined;
  for await (const row of readCsvRecords(createReadStream(path))) {
    // The engine's columns come after the customer's: the last of a name is the engine's.
    if (!indexes) indexes = columns.map((name) => row.lastIndexOf(name));
    else for (const index of indexes) cells.push(row[index]!);
  }
  return cells;
}
