/**
 * An order's verdicts (what the bounce guarantee covers) taken from the engine as it writes the results, so the
 * database's work overlaps the engine's and the results file is not read again (issue 38, docs/decisions/orders.md).
 * What the steps after the engine change decides what delivery still reads from the file. The customer's contacts
 * are recorded after the order completes (`customer-contacts-job`).
 */
import type { ResultCellsTap } from '@leadproof/engine';
import { orderVerdictsRecorder } from '../../bounces/record-address-verdicts';
import type { OrderRow } from '../../db/order-row';
import type { Services } from '../../services';
import { type ResultsRecorder, recordWhileVerifying } from '../delivery/results-recorders';
import { probeTargetCount } from '../probe/probe-target-count';

/** An order's records being taken during its engine run. */
export interface OrderRecording {
  /** The engine option that feeds them. */
  resultCells: ResultCellsTap;
  /** Writes what is left once the engine is done and waits for every write; throws the first failure. */
  end(): Promise<void>;
  /**
   * The rows with an address the mailbox check would ask (for `planProbe`); undefined when the check is off or the
   * results file was rewritten after the engine (`rewritten`).
   */
  probeTargetRows(rewritten: boolean): number | undefined;
  /** The recorders delivery must still run over the results file (`deliverResults`'s `fromFile`). */
  leftForDelivery(rewritten: boolean): Promise<ResultsRecorder[]>;
}

/** Starts taking `order`'s records from its engine run. */
export function recordOrderWhileVerifying(
  services: Pick<Services, 'database' | 'config'>,
  order: Pick<OrderRow, 'id' | 'user_id'>,
): OrderRecording {
  const { database } = services;
  const probing = !!services.config.mailboxProbe;
  const targets = probing ? probeTargetCount() : undefined;
  // With the mailbox check on, the verdicts wait for its answers: an order it will check gets none before its merge.
  const recording = recordWhileVerifying([targets ?? orderVerdictsRecorder(database, order)]);
  return {
    resultCells: recording.resultCells,
    end: recording.end,
    probeTargetRows: (rewritten) => (rewritten ? undefined : targets?.rows()),
    async leftForDelivery(rewritten) {
      // The learn step turned some addresses invalid: the verdicts are taken again from the file it wrote (the
      // recorder deletes the first ones first).
      if (rewritten) return [orderVerdictsRecorder(database, order)];
      // The check had nobody to ask, so no address is valid or risky (both are asked): recording no rows still
      // deletes an earlier try's.
      if (probing) await orderVerdictsRecorder(database, order).end();
      return [];
    },
  };
}
