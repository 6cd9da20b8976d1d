/**
 * What the API keeps from an order's results file besides the file itself (the customer's contacts, the verdicts the
 * bounce guarantee covers) is read in one pass: each recorder gets every row, so a 50 MB order is parsed once here,
 * not once per thing kept (issue 38: no full pass over the file that another could share).
 */
import { createReadStream } from 'node:fs';
import { readCsvRecords } from '@leadproof/engine/csv';

/** Takes the rows of a results file: its header first, then each row; `end` writes what is left. */
export interface ResultsRecorder {
  header(cells: readonly string[]): void;
  row(cells: readonly string[]): Promise<void> | void;
  end(): Promise<void>;
}

/** Reads the results file at `resultsFile` once, handing each row to every recorder in turn. */
export async function recordResults(
  resultsFile: string,
  recorders: readonly ResultsRecorder[],
): Promise<void> {
  let header = true;
  for await (const cells of readCsvRecords(createReadStream(resultsFile))) {
    if (header) {
      for (const recorder of recorders) recorder.header(cells);
      header = false;
      continue;
    }
    for (const recorder of recorders) await recorder.row(cells);
  }
  for (const recorder of recorders) await recorder.end();
}
