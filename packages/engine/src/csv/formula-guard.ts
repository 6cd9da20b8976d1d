/**
 * The product's one CSV formula guard (OWASP "CSV injection"): every CSV we write for people to open in a
 * spreadsheet goes through it — results files, previews, lead deliveries, the credit transactions export.
 *
 * A spreadsheet runs a cell as a formula when it starts with `=`, `+`, `-`, `@`, tab, CR or LF, or with the
 * full-width `＝ ＋ － ＠` (East Asian input folds them to ASCII). A leading apostrophe makes it show the
 * text instead. A number or phone number as typed is left as it is: see {@link AS_TYPED}.
 */

/**
 * A number or phone number as typed, after an optional leading `+` or `-`: digits, spaces and `( ) . - /`,
 * ending in a digit, then optionally an extension (`x123`, `ext 123`, `ext. 123`, `#123`) after spaces.
 *
 * A spreadsheet may still read such a cell as arithmetic (`+1-415-555-0100` is -1069 in Excel), but it can
 * never call a function or reach another cell: a function or a reference needs letters, and the only
 * letters allowed (`x`, `ext`) follow a digit directly or through spaces and are followed only by digits.
 * So `x123` can at most be read as intersected with a number (an error, never a value), never as an
 * operand of `-` or `/`, and no `!`, `|`, `:`, `&`, `"` or `,` (sheet and DDE links, ranges, text, unions)
 * can appear. Only ASCII spaces count: other blanks (NBSP, tab, line breaks) are guarded.
 */
const AS_TYPED = /^[+-]?[0-9 ()./-]*[0-9](?: *(?:x|ext\.?|#) *[0-9]+)?$/i;

/** Whether the text of `value` from index `start` on could run as a formula. */
function runnableFrom(value: string, start: number): boolean {
  switch (value.charCodeAt(start)) {
    case 0x3d: // =
    case 0x40: // @
    case 0x09: // tab
    case 0x0a: // LF
    case 0x0d: // CR
    case 0xff1d: // ＝
    case 0xff0b: // ＋
    case 0xff0d: // －
    case 0xff20: // ＠
      return true;
    case 0x2b: // +
    case 0x2d: // -
      return !AS_TYPED.test(start === 0 ? value : value.slice(start));
    default:
      return false;
  }
}

/** How many apostrophes `value` starts with. */
function leadingApostrophes(value: string): number {
  let count = 0;
  while (value.charCodeAt(count) === 0x27) count++;
  return count;
}

/**
 * Whether a spreadsheet could run `value` as a formula: it starts with a formula character and is not a
 * number or phone number as typed. {@link guardCell} guards exactly these (behind any leading apostrophes).
 * @example startsFormula('=1+1') // true
 * @example startsFormula('+1 415 555 0100') // false
 */
export function startsFormula(value: string): boolean {
  return runnableFrom(value, 0);
}

/**
 * Makes a cell safe to open in a spreadsheet by prefixing `'` when it could run as a formula; numbers and
 * phone numbers as typed are kept as they are. Cells that already start with apostrophes before such a
 * formula get one more, so {@link unguardCell} can always undo exactly what was added.
 * @example guardCell('=1+1') // "'=1+1"
 * @example guardCell('+1 415 555 0100') // "+1 415 555 0100"
 */
export function guardCell(value: string): string {
  return runnableFrom(value, leadingApostrophes(value)) ? `'${value}` : value;
}

/**
 * Undoes {@link guardCell}: programs reading a results file call this on every cell.
 * @example unguardCell("'=1+1") // "=1+1"
 */
export function unguardCell(value: string): string {
  const apostrophes = leadingApostrophes(value);
  return apostrophes > 0 && runnableFrom(value, apostrophes) ? value.slice(1) : value;
}
