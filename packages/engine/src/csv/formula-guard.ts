/**
 * The product's one CSV formula guard (OWASP "CSV injection"): every CSV we write for people to open in a
 * spreadsheet goes through it — results files, previews, lead deliveries, the credit transactions export.
 *
 * It guards what can *run*. A spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, tab, CR or LF (or
 * the full-width `＝ ＋ － ＠`, which East Asian input folds to ASCII) as a formula, but a formula can only
 * reach outside its own cell through a function call (`HYPERLINK(…)`, `WEBSERVICE(…)`), a DDE link
 * (`cmd|' /C calc'!A0`) or an external reference (`'C:\x'!A1`). So a cell is guarded, with a leading
 * apostrophe that makes spreadsheets show it as text, when after any leading spaces it:
 * - starts with `=`, `@`, tab, CR, LF, `＝` or `＠`: always;
 * - starts with `+`, `-`, `＋` or `－`: only when it also holds a name followed by `(` (a function call, spaces
 *   allowed between them), a `|`, `!`, `=` or `@`, or their full-width forms.
 * A phone number with a note in parentheses (`+1 8028323153 (office)`), an extension, trailing spaces or tabs
 * is then written exactly as typed: at worst a spreadsheet does arithmetic with its digits.
 */

/** Full-width forms that spreadsheets fold to their ASCII counterparts. */
const FULL_WIDTH_PLUS = 0xff0b;
const FULL_WIDTH_MINUS = 0xff0d;
const FULL_WIDTH_EQUALS = 0xff1d;
const FULL_WIDTH_AT = 0xff20;
const FULL_WIDTH_PIPE = 0xff5c;
const FULL_WIDTH_BANG = 0xff01;
const FULL_WIDTH_OPEN = 0xff08;

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const BLANK = /\p{Zs}/u;

/** Half of a character outside the BMP: counted as a letter, so astral names are guarded too. */
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/** Whether `value[i]` (code `code`) can be part of a defined or function name: letters, digits, `_ . \ ?`. */
function isNameChar(value: string, i: number, code: number): boolean {
  if (code < 0x80) {
    return (
      (code >= 0x61 && code <= 0x7a) || // a-z
      (code >= 0x41 && code <= 0x5a) || // A-Z
      (code >= 0x30 && code <= 0x39) || // 0-9
      code === 0x5f || // _
      code === 0x2e || // .
      code === 0x5c || // \
      code === 0x3f // ?
    );
  }
  return isSurrogate(code) || LETTER_OR_DIGIT.test(value[i]!);
}

/** Whether `value[i]` can start a name: a letter, `_` or `\` (a run of digits and dots is a number). */
function startsName(value: string, i: number, code: number): boolean {
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x5c;
  }
  return isSurrogate(code) || LETTER.test(value[i]!);
}

/** Whitespace a formula may hold between a name and its `(`. */
function isFormulaSpace(value: string, i: number, code: number): boolean {
  return (
    code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || (code > 0x7f && BLANK.test(value[i]!))
  );
}

/**
 * Whether the text after a leading `+` or `-` (from `start` on) can run: a function call, DDE, an external
 * reference, `=` or `@`. One pass, no backtracking, whatever the cell's length.
 */
function holdsRunnable(value: string, start: number): boolean {
  // A run of name characters is in progress; whether it holds a letter (so it is a name, not a number).
  let inRun = false;
  let runIsName = false;
  // A name ended and only spaces followed it since: a `(` now calls it.
  let nameBefore = false;
  for (let i = start; i < value.length; i++) {
    const code = value.charCodeAt(i);
    switch (code) {
      case 0x7c: // |
      case 0x21: // !
      case 0x3d: // =
      case 0x40: // @
      case FULL_WIDTH_PIPE:
      case FULL_WIDTH_BANG:
      case FULL_WIDTH_EQUALS:
      case FULL_WIDTH_AT:
        return true;
      case 0x28: // (
      case FULL_WIDTH_OPEN:
        if (inRun ? runIsName : nameBefore) return true;
        inRun = false;
        nameBefore = false;
        continue;
    }
    if (isNameChar(value, i, code)) {
      if (!inRun) {
        inRun = true;
        runIsName = false;
      }
      if (!runIsName && startsName(value, i, code)) runIsName = true;
    } else if (isFormulaSpace(value, i, code)) {
      if (inRun) nameBefore = runIsName;
      inRun = false;
    } else {
      inRun = false;
      nameBefore = false;
    }
  }
  return false;
}

/** Whether the text of `value` from index `start` on could run as a formula (after any leading spaces). */
function runnableFrom(value: string, start: number): boolean {
  let at = start;
  // Some spreadsheets trim leading spaces before reading a formula.
  let code = value.charCodeAt(at);
  while (code === 0x20 || (code > 0x7f && BLANK.test(value[at]!))) code = value.charCodeAt(++at);
  switch (code) {
    case 0x3d: // =
    case 0x40: // @
    case 0x09: // tab
    case 0x0a: // LF
    case 0x0d: // CR
    case FULL_WIDTH_EQUALS:
    case FULL_WIDTH_AT:
      return true;
    case 0x2b: // +
    case 0x2d: // -
    case FULL_WIDTH_PLUS:
    case FULL_WIDTH_MINUS:
      return holdsRunnable(value, at + 1);
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
 * Whether a spreadsheet could run `value` as a formula that reaches outside its cell (see the module's rule).
 * {@link guardCell} guards exactly these (behind any leading apostrophes).
 * @example startsFormula('=1+1') // true
 * @example startsFormula('-2+SUM(1)') // true
 * @example startsFormula('+1 8028323153 (office)') // false
 */
export function startsFormula(value: string): boolean {
  return runnableFrom(value, 0);
}

/**
 * Makes a cell safe to open in a spreadsheet by prefixing `'` when it could run as a formula; every other cell
 * (phone numbers with notes, extensions and trailing blanks included) is kept byte for byte. Cells that already
 * start with apostrophes before such a formula get one more, so {@link unguardCell} can always undo exactly
 * what was added.
 * @example guardCell('=1+1') // "'=1+1"
 * @example guardCell('+1 415 555 0100 (mobile) ') // "+1 415 555 0100 (mobile) "
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
