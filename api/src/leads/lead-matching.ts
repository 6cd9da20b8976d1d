/**
 * Which leads an ideal customer profile matches, and which of those one customer may buy: never a
 * retired lead, never one sold to them before, never one whose e-mail or phone is in their uploads.
 */
import type { LeadIcp } from '@leadproof/contract/leads';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

type LeadsEb = ExpressionBuilder<Schema & { l: Schema['leads'] }, 'l'>;

/** `LIKE` pattern matching `text` anywhere, with its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Leads of the chosen inventory (demo or real) that are on offer and match the profile. */
export function matchesIcp(eb: LeadsEb, icp: LeadIcp, demo: boolean) {
  const filters = [
    eb('l.retired_at', 'is', null),
    eb('l.demo', '=', demo),
    eb('l.country', 'in', icp.countries),
    eb(
      eb.fn('lower', ['l.industry']),
      'in',
      icp.industries.map((industry) => industry.toLowerCase()),
    ),
  ];
  if (icp.seniorities && icp.seniorities.length > 0) filters.push(eb('l.seniority', 'in', icp.seniorities));
  if (icp.titleKeywords && icp.titleKeywords.length > 0) {
    filters.push(eb.or(icp.titleKeywords.map((keyword) => eb('l.title', 'ilike', containsPattern(keyword)))));
  }
  if (icp.companySizes && icp.companySizes.length > 0) {
    // The company's whole band must lie inside one of the ranges; an unknown size matches none.
    filters.push(
      eb.or(
        icp.companySizes.map((range) =>
          range.max === undefined
            ? eb('l.company_size_min', '>=', range.min)
            : eb.and([eb('l.company_size_min', '>=', range.min), eb('l.company_size_max', '<=', range.max)]),
        ),
      ),
    );
  }
  return eb.and(filters);
}

/** The lead is not sold to `userId` yet and is not among the contacts of their uploads. */
export function availableTo(eb: LeadsEb, userId: string) {
  return eb.and([
    eb.not(
      eb.exists(
        eb
          .selectFrom('lead_sales as s')
          .select(sql.lit(1).as('one'))
          .where('s.user_id', '=', userId)
          .whereRef('s.lead_id', '=', 'l.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('customer_contact_keys as c')
          .select(sql.lit(1).as('one'))
          .where('c.user_id', '=', userId)
          .where((inner) =>
            inner.or([
              inner('c.contact_key', '=', inner.ref('l.email')),
              inner('c.contact_key', '=', inner.ref('l.phone_e164')),
            ]),
          ),
      ),
    ),
  ]);
}

/**
 * Whether purchases draw from the demo inventory: only while no real lead is on offer. An operator's
 * first import switches every later purchase to real leads; orders never mix the two.
 */
export async function usesDemoInventory(db: Kysely<Schema>): Promise<boolean> {
  const real = await db
    .selectFrom('leads')
    .select('id')
    .where('demo', '=', false)
    .where('retired_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !real;
}
