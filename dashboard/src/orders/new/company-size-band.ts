import type { CompanySizeRange, LeadFacetsResponse } from '@leadproof/contract/leads';
import { formatNumber } from '../../lib/format-date';

/** One company-size band as the facets list it: `max` null means "and more". */
export type CompanySizeBand = Pick<LeadFacetsResponse['companySizes'][number], 'min' | 'max'>;

/** A band's form value, e.g. "51-200" or "10001-" (the form keeps strings, so checkboxes compare by value). */
export function companySizeBandKey(band: CompanySizeBand): string {
  return `${band.min}-${band.max ?? ''}`;
}

/** The contract's range of a band key; undefined for a key that is not one. */
export function companySizeRangeOfKey(key: string): CompanySizeRange | undefined {
  const match = /^(\d+)-(\d*)$/.exec(key);
  if (!match) return undefined;
  const min = Number(match[1]);
  return match[2] ? { min, max: Number(match[2]) } : { min };
}

/** The key of a saved range (a preset's, an order's), so it ticks the band it came from. */
export function companySizeKeyOfRange(range: CompanySizeRange): string {
  return companySizeBandKey({ min: range.min, max: range.max ?? null });
}

/** A band in words: "51–200 employees", "10,001+ employees". */
export function companySizeLabel(band: CompanySizeBand): string {
  return band.max === null
    ? `${formatNumber(band.min)}+ employees`
    : `${formatNumber(band.min)}–${formatNumber(band.max)} employees`;
}
