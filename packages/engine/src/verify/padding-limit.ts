import { EngineInputError } from '../errors';

/** Padding below this many empty cells is always fine, whatever the ratio. */
const PADDING_FLOOR = 2_000_000;
/** Empty cells the results may add per cell read: a header with a few spare columns stays far below. */
const PADDING_PER_CELL = 20;

/**
 * Short rows are padded to the widest row, so one very wide row over many short ones would make
 * the results grow with rows × width, not with the input (found by fuzzing: a 2 MB file asked
 * for 107 million empty cells). Refuses such a file before anything is written.
 */
export function assertPaddingBounded(rows: number, width: number, cellsRead: number): void {
  const padding = rows * width - cellsRead;
  if (padding <= PADDING_FLOOR || padding <= PADDING_PER_CELL * cellsRead) return;
  throw new EngineInputError(
    'not_csv',
    `Most rows have far fewer fields than the widest row (${width} fields), so the results would be mostly empty columns. Check the delimiter and the quotes, or remove the extra columns, and upload the file again.`,
  );
}
