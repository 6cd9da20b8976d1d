/**
 * CSV cells we write for people to open in spreadsheets. A cell starting with = + - @ tab or CR
 * could run as a formula (CSV injection), so it gets a leading apostrophe, which spreadsheets
 * hide; a plain signed number (a credit amount such as -7.5) stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Neutralises a cell that a spreadsheet would evaluate. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One CSV row (RFC 4180 quoting) of neutralised cells. */
export function stringifyCsvRow(cells: string[]): string {
  return cells
    .map((cell) => {
      const safe = neutralizeFormula(cell);
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}
