import { RowLimitExceededError } from '../errors';
import type { WarningLog } from '../report/report';
import type { VerifyOptions } from './options';
import { overlongCellWarning, type ReadColumn, readColumns } from './overlong-cells';
import { assertPaddingBounded } from './padding-limit';
import type { InputShape } from './read-byte-rows';

/**
 * The checks pass one makes on each batch as it is read, before it is analysed: the abort signal and
 * row limit, then ragged rows and overlong cells, warned here in input order rather than by the
 * analysis, which may run on other threads.
 */
export class InputRowChecks {
  /** Data rows admitted so far. */
  rows = 0;
  /** Widest row so far: the header's width, or more for ragged rows. */
  width: number;
  private cells = 0;
  private readonly headerWidth: number;
  private readonly readCells: ReadColumn[];

  constructor(
    shape: InputShape,
    private readonly options: Pick<VerifyOptions, 'signal' | 'maxRows'>,
    private readonly warnings: WarningLog,
  ) {
    this.headerWidth = shape.header.length;
    this.width = this.headerWidth;
    this.readCells = readColumns(shape.columns.matches);
  }

  /** Checks and counts a batch; throws when the run was aborted or the batch passes `maxRows`. */
  admit(batch: readonly string[][]): void {
    this.options.signal?.throwIfAborted();
    const { maxRows } = this.options;
    if (maxRows !== undefined && this.rows + batch.length > maxRows) throw new RowLimitExceededError(maxRows);
    for (const cells of batch) {
      const row = ++this.rows;
      this.cells += cells.length;
      if (cells.length !== this.headerWidth) {
        this.warnings.add({
          code: 'ragged_row',
          row,
          message: `Row ${row} has ${cells.length} fields where the header has ${this.headerWidth}; it was kept as it is.`,
        });
        if (cells.length > this.width) this.width = cells.length;
      }
      const overlong = overlongCellWarning(cells, this.readCells, row);
      if (overlong) this.warnings.add(overlong);
    }
  }

  /** Once every row is read: refuses a file whose rows would be padded out of all proportion. */
  assertPaddingBounded(): void {
    assertPaddingBounded(this.rows, this.width, this.cells);
  }
}
