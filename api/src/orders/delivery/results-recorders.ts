/**
 * What the API keeps from an order's results besides the file itself (the customer's contacts, the verdicts the
 * bounce guarantee covers) is taken in one pass: each recorder gets every row. An order's rows come from the engine
 * as it writes them (`recordWhileVerifying`), so the database's work overlaps the engine's and the file is not read
 * again; a file that was rewritten after the engine (the mailbox check's merge, the learn step) is read once
 * (`recordResults`) (issue 38: no full pass over the file that another could share).
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { OutputColumn, ResultCellsTap } from '@leadproof/engine';
import { readCsvRecords } from '@leadproof/engine/csv';

/** Takes the rows of a results file: its header first, then each row; `end` writes what is left. */
export interface ResultsRecorder {
  header(cells: readonly string[]): void;
  /** `cells` is only read during the call: the caller may reuse the array for the next row. */
  row(cells: readonly string[]): Promise<void> | void;
  end(): Promise<void>;
}

/**
 * The cells of a results row that the recorders fed by the engine read (the verdicts, the mailbox check's count):
 * what the engine hands over while it writes the rows. Each cell costs a copy between threads per row; the contacts'
 * phones are read from the stored results after the order (`customer-contacts-job`).
 */
export const RECORDED_COLUMNS: readonly OutputColumn[] = ['lp_email', 'lp_email_status', 'lp_email_reason'];

/** Reads the results once (a file's path, or its bytes), handing each row to every recorder in turn. */
export async function recordResults(
  results: string | Readable,
  recorders: readonly ResultsRecorder[],
): Promise<void> {
  if (recorders.length === 0) {
    if (typeof results !== 'string') results.destroy();
    return;
  }
  let header = true;
  const bytes = typeof results === 'string' ? createReadStream(results) : results;
  for await (const cells of readCsvRecords(bytes)) {
    if (header) {
      for (const recorder of recorders) recorder.header(cells);
      header = false;
      continue;
    }
    for (const recorder of recorders) await recorder.row(cells);
  }
  for (const recorder of recorders) await recorder.end();
}

/** Recorders fed by the engine's run: its `resultCells` option, then `end` once the run is over. */
export interface RecordingWhileVerifying {
  resultCells: ResultCellsTap;
  /** Writes what is left and waits for every write; throws the first failure. */
  end(): Promise<void>;
}

/**
 * Hands every row the engine writes to each of `recorders` in turn, as `recordResults` does from the file. The
 * engine waits while a batch is being taken, so a database slower than the engine holds it back: memory stays a
 * few batches.
 */
export function recordWhileVerifying(recorders: readonly ResultsRecorder[]): RecordingWhileVerifying {
  for (const recorder of recorders) recorder.header(RECORDED_COLUMNS);
  const width = RECORDED_COLUMNS.length;
  // One array for every row: the recorders read a row's cells during the call only.
  const row = new Array<string>(width);
  return {
    resultCells: {
      columns: RECORDED_COLUMNS,
      async onRows(cells) {
        for (let start = 0; start < cells.length; start += width) {
          for (let i = 0; i < width; i++) row[i] = cells[start + i]!;
          for (const recorder of recorders) {
            const written = recorder.row(row);
            if (written) await written;
          }
        }
      },
    },
    async end() {
      for (const recorder of recorders) await recorder.end();
    },
  };
}
