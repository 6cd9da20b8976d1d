/**
 * Cell values of a worksheet as the text the engine reads, and back: numbers as JavaScript writes them, dates
 * as ISO 8601. Formulas are never evaluated: a cell gives the value Excel cached for it.
 */

/** Built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS: ReadonlySet<number> = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57,
]);

/**
 * Whether a number format code shows a date or time: it has a date or time token (`y m d h s`) outside quoted
 * text, escapes and colour or condition brackets (`[Red]`, `[<100]`); `[h]` (elapsed hours) counts.
 */
export function isDateFormatCode(code: string): boolean {
  let plain = '';
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"') {
      const end = code.indexOf('"', i + 1);
      i = end < 0 ? code.length : end;
    } else if (char === '\\' || char === '_' || char === '*') i++;
    else if (char === '[') {
      const end = code.indexOf(']', i + 1);
      const inside = end < 0 ? '' : code.slice(i + 1, end);
      if (/^(?:h+|m+|s+)$/i.test(inside)) plain += inside;
      i = end < 0 ? code.length : end;
    } else plain += char;
  }
  return /[ymdhs]/i.test(plain) && !/^general$/i.test(plain.trim());
}

/** Whether the number format `id` (with the workbook's custom `formats`) shows a date. */
export function isDateFormat(id: number, formats: ReadonlyMap<number, string>): boolean {
  const code = formats.get(id);
  return code !== undefined ? isDateFormatCode(code) : DATE_FORMAT_IDS.has(id);
}

const MS_PER_DAY = 86_400_000;
// Serial 0 of the 1900 system is 1899-12-30 (Excel counts a 29 February 1900 that never was); 1904 starts 1904-01-01.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A date serial as ISO 8601: `2026-11-25`, or `2026-11-25T14:30:00` when it has a time of day. */
export function serialToIso(serial: number, date1904: boolean): string {
  const ms = Math.round(((date1904 ? EPOCH_1904 : EPOCH_1900) + serial * MS_PER_DAY) / 1000) * 1000;
  const iso = new Date(ms).toISOString();
  return ms % MS_PER_DAY === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** An ISO 8601 date or date-time as the engine writes it: `2026-11-25`, `2026-11-25T14:30:00(.000)(Z)`. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z?)?$/;

/** The date of an ISO 8601 cell, or `undefined` when the text is not one (or not a real date). */
export function isoToDate(text: string): Date | undefined {
  if (!ISO_DATE.test(text)) return undefined;
  const date = new Date(text.length === 10 || text.endsWith('Z') ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A numeric cell's cached value as text: the shortest form that reads back as the same number. */
export function numberText(value: string): string {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) ? value : String(number);
}

const XSTRING_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

/** Undoes the `_xHHHH_` escapes a workbook uses for characters XML cannot hold (ECMA-376 ST_Xstring). */
export function decodeXstring(text: string): string {
  return text.includes('_x')
    ? text.replace(XSTRING_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}
