import type { DetectedColumns } from '../columns/detect';
import type { FieldKind } from '../columns/fields';
import type { VerifyWarning } from '../report/report';
import { isOverlong, MAX_CELL_LENGTH } from '../safety/cell-limit';

/** A column whose cells some check reads, and how a warning names it. */
export interface ReadColumn {
  column: number;
  label: string;
}

// LinkedIn cells are only counted as filled; no check reads them, so their length changes nothing.
const UNREAD_FIELDS: ReadonlySet<FieldKind> = new Set(['linkedin']);
// A header is quoted in warnings only while it is short: a long one would be repeated in every warning.
const MAX_QUOTED_HEADER = 64;

/** The mapped columns whose cells checks read, once per column, in column order. */
export function readColumns(matches: DetectedColumns['matches']): ReadColumn[] {
  const columns: ReadColumn[] = [];
  const seen = new Set<number>();
  for (const { field, column, header } of matches) {
    if (UNREAD_FIELDS.has(field) || seen.has(column)) continue;
    seen.add(column);
    const quoted = header !== '' && header.length <= MAX_QUOTED_HEADER;
    columns.push({ column, label: quoted ? `"${header}"` : `column ${column + 1}` });
  }
  return columns;
}

/** The `cell_too_long` warning for row `row` (its `lp_row`) when a read cell of it is over the cap. */
export function overlongCellWarning(
  cells: readonly string[],
  columns: readonly ReadColumn[],
  row: number,
): VerifyWarning | undefined {
  const labels: string[] = [];
  for (const { column, label } of columns) {
    const cell = cells[column];
    if (cell !== undefined && isOverlong(cell)) labels.push(label);
  }
  if (labels.length === 0) return undefined;
  return {
    code: 'cell_too_long',
    row,
    message: `Row ${row} has cells over ${MAX_CELL_LENGTH.toLocaleString('en-US')} characters in ${labels.join(', ')}; they are kept in the file but were not checked.`,
  };
}
