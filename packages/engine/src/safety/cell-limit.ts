/**
 * The longest cell a field's checks read, in characters (UTF-16 code units). One upload of
 * 4-million-character cells should cost a worker what reading them costs, not what parsing,
 * standardizing and matching them would. No real value comes near it: an e-mail address has at most
 * 254 characters, a phone number a few dozen, and names, companies and addresses far under 1 KB.
 */
export const MAX_CELL_LENGTH = 1_024;

/**
 * True when a cell is over {@link MAX_CELL_LENGTH}: it is kept in the results and reported
 * (`cell_too_long`), but no check reads it.
 */
export function isOverlong(cell: string): boolean {
  // Every check trims a cell first, so spaces around a value do not make it long; the length test
  // comes first so that ordinary cells are not trimmed twice.
  return cell.length > MAX_CELL_LENGTH && cell.trim().length > MAX_CELL_LENGTH;
}
