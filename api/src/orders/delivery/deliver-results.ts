/**
 * The last steps of verification, once every verdict is in (after the engine, or after the mailbox check's merge):
 * record the customer's contacts and the verdicts the bounce guarantee covers, store the results, and finish the order,
 * which settles its hold.
 */
import type { VerifyReport } from '@leadproof/engine';
import { orderVerdictsRecorder } from '../../bounces/record-address-verdicts';
import type { OrderRow } from '../../db/order-row';
import { customerContactsRecorder } from '../../leads/customer-contacts';
import type { Services } from '../../services';
import { type FinishOrderDeps, finishOrder } from '../finish-order';
import { orderStatsFromReport } from '../order-stats';
import { type ResultsRecorder, recordResults } from './results-recorders';
import { type StoreResultsDeps, storeResults } from './store-results';

/** What delivering needs: the database for the contacts and verdicts it records, then storing and finishing's. */
export type DeliverResultsDeps = StoreResultsDeps & FinishOrderDeps & Pick<Services, 'database'>;

/** Both of an order's records, taken from its results file: the contacts, then the verdicts. */
export function orderRecorders(services: Pick<Services, 'database'>, order: OrderRow): ResultsRecorder[] {
  // The customer has these contacts now (lead purchases must never sell them back), and what the bounce guarantee
  // will hold us to (the addresses this order calls valid, or risky, not covered).
  return [
    customerContactsRecorder(services.database, order.user_id),
    orderVerdictsRecorder(services.database, order),
  ];
}

/**
 * Delivers `resultsFile` as `order`'s results and completes the order, charged for the report's billable rows.
 * `fromFile` are the records still to take from the file, in one pass (both, unless they were taken as the engine
 * wrote the rows).
 */
export async function deliverResults(
  services: DeliverResultsDeps,
  order: OrderRow,
  report: VerifyReport,
  resultsFile: string,
  fromFile: readonly ResultsRecorder[] = orderRecorders(services, order),
): Promise<void> {
  await recordResults(resultsFile, fromFile);
  const resultFilePath = await storeResults(services, order, resultsFile);
  await finishOrder(services, order.id, {
    status: 'completed',
    resultFilePath,
    stats: orderStatsFromReport(report),
    charge: { rows: report.billing },
  });
}
