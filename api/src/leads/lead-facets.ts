/**
 * `GET /api/leads/facets`: what the inventory on offer holds, so an order form offers only values that can match.
 * The inventory is the one quotes and purchases draw from (demo or real, `usesDemoInventory`), and "on offer" is
 * what `matchesIcp` starts from: not retired. Counts are before one customer's exclusions (leads sold to them,
 * contacts in their uploads): the quote tells those apart.
 */
import { type LeadFacetsResponse, type LeadSeniority, leadSeniorities } from '@leadproof/contract/leads';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { usesDemoInventory } from './lead-matching';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of an ISO 3166-1 alpha-2 code; the code itself when the runtime knows none. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Most first; ties by value, so the order is stable. */
const byCount =
  <T extends { count: number }>(key: (item: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

/** The facets of the inventory on offer. */
export async function leadFacets(database: Database): Promise<LeadFacetsResponse> {
  const { db } = database;
  const demo = await usesDemoInventory(db);
  const onOffer = db.selectFrom('leads').where('retired_at', 'is', null).where('demo', '=', demo);

  const [total, industries, countries, seniorities, sizes] = await Promise.all([
    onOffer.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    // Industries match case-insensitively, so spellings that differ in case are one value, shown in its most
    // common spelling.
    onOffer
      .select((eb) => [
        sql<string>`mode() within group (order by industry)`.as('value'),
        eb.fn.countAll<number>().as('count'),
      ])
      .groupBy((eb) => eb.fn('lower', ['industry']))
      .execute(),
    onOffer
      .select((eb) => ['country as value', eb.fn.countAll<number>().as('count')])
      .groupBy('country')
      .execute(),
    onOffer
      .select((eb) => ['seniority as value', eb.fn.countAll<number>().as('count')])
      .groupBy('seniority')
      .execute(),
    // A lead of unknown size matches no size range, so it is no band to offer.
    onOffer
      .select((eb) => [
        'company_size_min as min',
        'company_size_max as max',
        eb.fn.countAll<number>().as('count'),
      ])
      .where('company_size_min', 'is not', null)
      .groupBy(['company_size_min', 'company_size_max'])
      .execute(),
  ]);

  const known = new Set<string>(leadSeniorities);
  return {
    total: Number(total.count),
    industries: industries
      .map((row) => ({ value: String(row.value), count: Number(row.count) }))
      .sort(byCount((item) => item.value)),
    countries: countries
      .map((row) => ({ value: row.value, name: countryName(row.value), count: Number(row.count) }))
      .sort(byCount((item) => item.name)),
    // `unknown` (a title the engine could not place) matches no seniority filter.
    seniorities: seniorities
      .filter((row) => known.has(row.value))
      .map((row) => ({ value: row.value as LeadSeniority, count: Number(row.count) }))
      .sort(byCount((item) => String(leadSeniorities.indexOf(item.value)).padStart(2, '0'))),
    companySizes: sizes
      .map((row) => ({
        min: Number(row.min),
        max: row.max === null ? null : Number(row.max),
        count: Number(row.count),
      }))
      .sort(byCount((item) => String(item.min).padStart(10, '0'))),
    demo,
  };
}
