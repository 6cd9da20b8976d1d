// The benchmark child's `resultCells` tap (BENCH_TAP_OUT): what a caller that keeps some cells of each results row
// (the API's records) gets across the engine's thread, for the test that compares it with the file written.
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OutputColumn } from '../src/mailbox/results-file';
import type { ResultCellsTap } from '../src/verify/options';

/** The cells the tap takes of each row. */
export const TAPPED_COLUMNS: readonly OutputColumn[] = [
  'lp_row',
  'lp_email',
  'lp_email_status',
  'lp_phone_e164',
];

/** What the tap saw: every cell handed over, and the results file's size while the first batch was held. */
export interface TappedCells {
  cells: string[];
  batches: number;
  /** With `hold`: bytes of the results file once it stopped growing while the first batch was not yet taken. */
  heldSize?: number;
}

/** Bytes of `path` once they have not changed for half a second. */
async function settledSize(path: string): Promise<number> {
  let size = -1;
  for (;;) {
    await sleep(500);
    const now = (await stat(path).catch(() => ({ size: 0 }))).size;
    if (now === size) return size;
    size = now;
  }
}

/** A tap that keeps every cell; with `hold`, it takes the first batch only once `output` has stopped growing. */
export function tapCells(
  output: string,
  hold: boolean,
): { resultCells: ResultCellsTap; tapped: TappedCells } {
  const tapped: TappedCells = { cells: [], batches: 0 };
  return {
    tapped,
    resultCells: {
      columns: TAPPED_COLUMNS,
      async onRows(cells) {
        if (hold && tapped.batches === 0) tapped.heldSize = await settledSize(output);
        tapped.batches++;
        for (const cell of cells) tapped.cells.push(cell);
      },
    },
  };
}
