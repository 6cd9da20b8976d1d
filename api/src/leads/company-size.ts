/** Company size cells of an inventory import ("250", "51-200", "10,001+", "1–10 employees") as a band. */

/** Employees as a band: `min = max` for an exact count; `max` null for "and more". */
export type CompanySizeBand = { min: number; max: number | null };

/**
 * The band a cell describes; null for an empty cell, undefined when the cell is not a size.
 * @example parseCompanySize('51-200') // { min: 51, max: 200 }
 */
export function parseCompanySize(cell: string): CompanySizeBand | null | undefined {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/\b(employees?|staff|people)\b/g, '')
    .replace(/(\d)[,.\s](?=\d{3}\b)/g, '$1')
    .trim();
  if (text === '') return null;
  const exact = /^(\d+)$/.exec(text);
  if (exact) return positive({ min: Number(exact[1]), max: Number(exact[1]) });
  const open = /^(\d+)\s*\+$/.exec(text);
  if (open) return positive({ min: Number(open[1]), max: null });
  const range = /^(\d+)\s*(?:-|–|—|to)\s*(\d+)$/.exec(text);
  if (range) {
    const band = positive({ min: Number(range[1]), max: Number(range[2]) });
    return band && band.max !== null && band.max >= band.min ? band : undefined;
  }
  return undefined;
}

function positive(band: CompanySizeBand): CompanySizeBand | undefined {
  return band.min >= 1 &&
    Number.isSafeInteger(band.min) &&
    (band.max === null || Number.isSafeInteger(band.max))
    ? band
    : undefined;
}

/** The band as the results file and the inventory show it: "51-200", "10001+", "250". */
export function formatCompanySize(min: number | null, max: number | null): string {
  if (min === null) return '';
  if (max === null) return `${min}+`;
  return min === max ? String(min) : `${min}-${max}`;
}
