/**
 * Writes a delivery round's verdicts in one transaction: retired leads leave the inventory, released
 * ones leave the order, and delivered ones carry their new verification.
 */
import type { Database } from '../../db/database';
import type { Verdict } from './judge-delivery';

/** Applies `verdicts` of the order's leads at `now`. */
export async function applyVerdicts(
  database: Database,
  orderId: string,
  verdicts: readonly Verdict[],
  now: Date,
): Promise<void> {
  const released = verdicts.filter((v) => v.action !== 'deliver').map((v) => v.lead.id);
  const refreshed = verdicts.flatMap((v) => (v.action === 'deliver' && v.refreshed ? [v] : []));
  await database.db.transaction().execute(async (trx) => {
    for (const verdict of verdicts) {
      if (verdict.action !== 'retire') continue;
      await trx
        .updateTable('leads')
        .set({ retired_at: now, retired_reason: verdict.reason, updated_at: now })
        .where('id', '=', verdict.lead.id)
        .execute();
    }
    if (released.length > 0) {
      await trx
        .deleteFrom('lead_sales')
        .where('order_id', '=', orderId)
        .where('lead_id', 'in', released)
        .execute();
    }
    if (refreshed.length > 0) {
      await trx
        .updateTable('leads')
        .set({ last_verified_at: now, updated_at: now })
        .where(
          'id',
          'in',
          refreshed.map((v) => v.lead.id),
        )
        .execute();
    }
    // Only leads whose verdict changed need their own statement.
    for (const verdict of refreshed) {
      const fresh = verdict.refreshed;
      const lead = verdict.lead;
      if (!fresh) continue;
      if (
        fresh.emailStatus === lead.email_status &&
        fresh.phoneType === lead.phone_type &&
        fresh.score === lead.score &&
        fresh.seniority === lead.seniority
      ) {
        continue;
      }
      await trx
        .updateTable('leads')
        .set({
          email_status: fresh.emailStatus,
          phone_type: fresh.phoneType,
          score: fresh.score,
          seniority: fresh.seniority,
        })
        .where('id', '=', lead.id)
        .execute();
    }
  });
}
