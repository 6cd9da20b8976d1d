/**
 * Ends an in-progress order (`endOrder`: its final status and its settlement, in one transaction), then tells the
 * customer. The e-mail goes once, from whoever made the move: a run that finds the order already ended sends none.
 */

import type { OrderRow } from '../db/order-row';
import { countOrderEnded } from '../metrics/business-metrics';
import type { Services } from '../services';
import { orderFinishedEmail } from './order-emails';
import { endOrder, type FinalOutcome, type OrderStoreDeps } from './order-store';
import { type ProbeCleanupDeps, removeUnprobedResults } from './probe/probe-cleanup';

/**
 * What finishing an order needs: the store's and the probe clean-up's, and the user's address, the mailer and the
 * dashboard's URL for the e-mail.
 */
export type FinishOrderDeps = OrderStoreDeps &
  ProbeCleanupDeps &
  Pick<Services, 'database' | 'mailer' | 'config' | 'logger'>;

/** Finishes `orderId` if it is still in progress; returns the final row, or undefined if another run finished it. */
export async function finishOrder(
  services: FinishOrderDeps,
  orderId: string,
  outcome: FinalOutcome,
): Promise<OrderRow | undefined> {
  const finished = await endOrder(services, orderId, outcome);
  if (finished) countOrderEnded(finished);
  if (finished?.type === 'upload_csv') await removeUnprobedResults(services, finished);
  if (finished) {
    const user = await services.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', finished.user_id)
      .executeTakeFirst();
    if (user) {
      await services.mailer
        .send(orderFinishedEmail(user.email, finished, services.config.publicUrl))
        .catch((error: Error) => services.logger.warn('order e-mail not sent', { orderId, err: error }));
    }
  }
  return finished;
}
