const shortDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A timestamp as a short date and time in the reader's locale, e.g. "1/2/25, 3:04 PM". */
export function formatDateTime(value: string | number | Date): string {
  return shortDateTime.format(new Date(value));
}

/** A timestamp as a date in the reader's locale, e.g. "Jan 2, 2025". */
export function formatDate(value: string | number | Date): string {
  return shortDate.format(new Date(value));
}

/** A number with the reader's digit grouping ("12,345"); fractions up to two places (prices per row). */
export function formatNumber(value: number): string {
  return value.toLocaleString(undefined, { maximumFractionDigits: 2 });
}
