/**
 * Spreadsheets run a cell as a formula when it starts with one of these (OWASP "CSV injection").
 * A leading apostrophe makes them show the text instead.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * Makes a cell safe to open in a spreadsheet by prefixing `'` when it could start a formula.
 * Cells that already start with apostrophes before such a character get one more, so
 * {@link unguardCell} can always undo exactly what was added.
 * @example guardCell('+14155550100') // "'+14155550100"
 */
export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Undoes {@link guardCell}: programs reading a results file call this on every cell.
 * @example unguardCell("'+14155550100") // "+14155550100"
 */
export function unguardCell(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}
