/**
 * Moves an in-progress order to its final status. An uploaded list's hold settles in the same database
 * transaction (`settleCharge`): charged for its billable rows when completed, refunded whole for `needs_fix` and
 * `failed`; so an order is never final without its settlement, and a settlement never happens twice. A lead
 * purchase settles in its own job and passes no rows. The customer is e-mailed once, by whoever made the move.
 */
import type { Services } from '../services';
import { orderFinishedEmail } from './orderEmails';
import type { OrderRow } from './orderResponse';
import { type BillableRows, settleCharge } from './settleCharge';

export type FinalOutcome =
  | {
      status: 'completed';
      resultFilePath: string;
      stats: Record<string, unknown>;
      billableRows?: BillableRows;
    }
  | { status: 'needs_fix' | 'failed'; message: string };

/** Finishes `orderId` if it is still in progress; returns the final row, or undefined if another run finished it. */
export async function finishOrder(
  services: Services,
  orderId: string,
  outcome: FinalOutcome,
): Promise<OrderRow | undefined> {
  const { database, creditLedger } = services;
  const finished = await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('orders')
      .set({
        status: outcome.status,
        result_file_path: outcome.status === 'completed' ? outcome.resultFilePath : null,
        stats: outcome.status === 'completed' ? JSON.stringify(outcome.stats) : null,
        status_message: outcome.status === 'completed' ? null : outcome.message,
        updated_at: new Date(),
        completed_at: new Date(),
      })
      .where('id', '=', orderId)
      .where('status', '=', 'in_progress')
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    // A completed order without rows to bill (a lead purchase) keeps the charge its own job settled.
    if (outcome.status === 'completed' && !outcome.billableRows) return row;
    const settled = await settleCharge(
      trx,
      creditLedger,
      row,
      outcome.status === 'completed' ? { status: 'completed', rows: outcome.billableRows! } : outcome,
    );
    if (!settled || row.type !== 'upload_csv') return row;
    return trx
      .updateTable('orders')
      .set({ credits_used: settled.creditsUsed, billing: JSON.stringify(settled.billing) })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (finished) {
    const user = await database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', finished.user_id)
      .executeTakeFirst();
    if (user) {
      await services.mailer
        .send(orderFinishedEmail(user.email, finished, services.config.publicUrl))
        .catch((error: Error) => services.logger.warn(`order ${orderId}: e-mail not sent: ${error.message}`));
    }
  }
  return finished;
}
