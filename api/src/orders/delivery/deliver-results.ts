/**
 * The last steps of verification, once every verdict is in (after the engine, or after the mailbox check's merge):
 * record the verdicts the bounce guarantee covers, store the results, and finish the order, which settles its hold
 * and queues the recording of the customer's contacts (`customer-contacts-job`).
 */
import type { VerifyReport } from '@leadproof/engine';
import { orderVerdictsRecorder } from '../../bounces/record-address-verdicts';
import type { OrderRow } from '../../db/order-row';
import type { Services } from '../../services';
import { type FinishOrderDeps, finishOrder } from '../finish-order';
import { orderStatsFromReport } from '../order-stats';
import { type ResultsRecorder, recordResults } from './results-recorders';
import { type StoreResultsDeps, storeResults } from './store-results';

/** What delivering needs: the database for the verdicts it records, then storing and finishing's. */
export type DeliverResultsDeps = StoreResultsDeps & FinishOrderDeps & Pick<Services, 'database'>;

/** What delivery takes from a results file the engine did not write: the verdicts. */
export function orderRecorders(services: Pick<Services, 'database'>, order: OrderRow): ResultsRecorder[] {
  // What the bounce guarantee will hold us to (the addresses this order calls valid, or risky, not covered).
  return [orderVerdictsRecorder(services.database, order)];
}

/**
 * Delivers `resultsFile` as `order`'s results and completes the order, charged for the report's billable rows.
 * `fromFile` are the records still to take from the file, in one pass (the verdicts, unless they were taken as the
 * engine wrote the rows).
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
