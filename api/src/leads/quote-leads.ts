/**
 * `POST /api/leads/quote`: how many leads match a profile, how many this customer can buy, and what
 * `count` of them cost at the `buy_leads` price.
 */

import type { LeadIcp, LeadQuoteResponse } from '@leadproof/contract/leads';
import { creditsFor } from '@leadproof/contract/money';
import type { Database } from '../db/database';
import { availableTo, matchesIcp, usesDemoInventory } from './lead-matching';

/** The quote for `count` leads matching `icp`, for `userId`. */
export async function quoteLeads(
  database: Database,
  userId: string,
  icp: LeadIcp,
  count: number,
): Promise<LeadQuoteResponse> {
  const demo = await usesDemoInventory(database.db);
  const counts = await database.db
    .selectFrom('leads as l')
    .select((eb) => [
      eb.fn.countAll<number>().as('matching'),
      eb.fn.countAll<number>().filterWhere(availableTo(eb, userId)).as('available'),
    ])
    .where((eb) => matchesIcp(eb, icp, demo))
    .executeTakeFirstOrThrow();
  const pricePerRow = await buyLeadsPrice(database);
  return {
    matching: Number(counts.matching),
    available: Number(counts.available),
    count,
    pricePerRow,
    cost: creditsFor(count, pricePerRow),
    demo,
  };
}

/** Credits per lead, from the pricing table. */
export async function buyLeadsPrice(database: Database): Promise<number> {
  const price = await database.db
    .selectFrom('pricing')
    .select('price_per_row')
    .where('type', '=', 'buy_leads')
    .executeTakeFirstOrThrow();
  return Number(price.price_per_row);
}
