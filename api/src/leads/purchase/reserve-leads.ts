/**
 * Reservations of a purchase: the `lead_sales` rows of its order. Reserving inserts them; the primary
 * key (user, lead) makes two orders of one customer that run at once pick different leads — a lead
 * either order already holds is skipped (`on conflict do nothing`) and the next match taken instead.
 */
import type { LeadIcp } from '@leadproof/contract/leads';
import type { Database } from '../../db/database';
import { availableTo, matchesIcp } from '../lead-matching';
import type { LeadRow } from './leads-input-csv';

export type PurchaseTarget = { orderId: string; userId: string; icp: LeadIcp; demo: boolean };

/**
 * Reserves up to `want` more matching leads for the order, best score first, never one in `passedOver`.
 * Returns how many candidates it found and how many it reserved (fewer when another order took some).
 */
export async function reserveLeads(
  database: Database,
  target: PurchaseTarget,
  want: number,
  passedOver: ReadonlySet<string>,
): Promise<{ found: number; reserved: number }> {
  const candidates = await database.db
    .selectFrom('leads as l')
    .select('l.id')
    .where((eb) => {
      const conditions = [matchesIcp(eb, target.icp, target.demo), availableTo(eb, target.userId)];
      if (passedOver.size > 0) conditions.push(eb('l.id', 'not in', [...passedOver]));
      return eb.and(conditions);
    })
    .orderBy('l.score', 'desc')
    .orderBy('l.id')
    .limit(want)
    .execute();
  if (candidates.length === 0) return { found: 0, reserved: 0 };
  const inserted = await database.db
    .insertInto('lead_sales')
    .values(
      candidates.map((lead) => ({ user_id: target.userId, lead_id: lead.id, order_id: target.orderId })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'lead_id']).doNothing())
    .returning('lead_id')
    .execute();
  return { found: candidates.length, reserved: inserted.length };
}

/** The leads the order holds, in the order they will be delivered (best score first). */
export function reservedLeads(database: Database, orderId: string): Promise<LeadRow[]> {
  return database.db
    .selectFrom('lead_sales as s')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .selectAll('l')
    .where('s.order_id', '=', orderId)
    .orderBy('l.score', 'desc')
    .orderBy('l.id')
    .execute();
}

/** Gives the order's leads back (an order that failed): they can be offered to the customer again. */
export async function releaseOrderLeads(database: Database, orderId: string): Promise<void> {
  await database.db.deleteFrom('lead_sales').where('order_id', '=', orderId).execute();
}
