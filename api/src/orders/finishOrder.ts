/**
 * Moves an in-progress order to its final status. For `needs_fix` and `failed` the debit is
 * refunded in the same database transaction, so an order is never final without its refund, and
 * a refund never happens twice. The customer is e-mailed once, by whoever made the move.
 */
import type { Services } from '../http/appEnv';
import { orderFinishedEmail } from './orderEmails';
import type { OrderRow } from './orderResponse';

export type FinalOutcome =
  | { status: 'completed'; resultFilePath: string; stats: Record<string, unknown> }
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
    if (row && outcome.status !== 'completed' && row.debit_transaction_id) {
      const debit = await trx
        .selectFrom('credit_transactions')
        .selectAll()
        .where('id', '=', row.debit_transaction_id)
        .executeTakeFirstOrThrow();
      const reason = outcome.status === 'needs_fix' ? 'needs a fix' : 'failed';
      await creditLedger.refund(
        debit,
        `Refund: order ${orderId.slice(0, 8)} ${reason}`,
        `order:${orderId}:refund`,
        trx,
      );
    }
    return row;
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
