import type { LeadFacetsResponse } from '@leadproof/contract/leads';
import { createOutput, formatNumber, table } from '../output';
import type { CommandOptions } from '../runtime';
import { signedInClient } from '../session';

/** Options of `leadproof leads facets`. */
export type LeadsFacetsOptions = CommandOptions;

/** A company-size band as people (and `--size`) write it: `51-200`, `10001+`, `250`. */
function sizeBand(band: LeadFacetsResponse['companySizes'][number]): string {
  if (band.max === null) return `${band.min}+`;
  return band.max === band.min ? String(band.min) : `${band.min}-${band.max}`;
}

/** The facets as lines for people: one table per facet, most first. */
export function facetsLines(facets: LeadFacetsResponse): string[] {
  const section = (title: string, flag: string, rows: string[][]) => [
    '',
    `${title} (${flag}):`,
    ...(rows.length === 0 ? ['  none'] : table(rows).map((line) => `  ${line}`)),
  ];
  return [
    `${formatNumber(facets.total)} lead(s) on offer${facets.demo ? ' (demo data: fictitious people from the demo inventory)' : ''}, before leaving out those already yours.`,
    ...section(
      'Industries',
      '--industry',
      facets.industries.map((item) => [item.value, formatNumber(item.count)]),
    ),
    ...section(
      'Countries',
      '--country',
      facets.countries.map((item) => [item.value, item.name, formatNumber(item.count)]),
    ),
    ...section(
      'Seniorities',
      '--seniority',
      facets.seniorities.map((item) => [item.value, formatNumber(item.count)]),
    ),
    ...section(
      'Company sizes in employees',
      '--size',
      facets.companySizes.map((band) => [sizeBand(band), formatNumber(band.count)]),
    ),
  ];
}

/** `leadproof leads facets`: what the lead inventory holds, with counts, to build a profile from. */
export async function runLeadsFacets(options: LeadsFacetsOptions): Promise<void> {
  const { client } = await signedInClient(options);
  const facets = await client.leads.facets({ signal: options.runtime.signal });
  createOutput(options).result(facets, () => facetsLines(facets));
}
