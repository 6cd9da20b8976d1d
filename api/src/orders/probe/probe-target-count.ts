/**
 * Whether the mailbox check has anybody to ask, learnt from the results rows as the engine writes them
 * (`recordWhileVerifying`): planning the check then reads the results file only when it has (issue 38).
 */
import { PROBED_STATUSES } from '@leadproof/engine';
import type { ResultsRecorder } from '../delivery/results-recorders';

/** A recorder that counts the rows `listProbeTargets` would take an address from (rows, not distinct addresses). */
export interface ProbeTargetCount extends ResultsRecorder {
  /** The rows counted so far. */
  rows(): number;
}

/** A new count, at zero. */
export function probeTargetCount(): ProbeTargetCount {
  let emailColumn = -1;
  let statusColumn = -1;
  let rows = 0;
  return {
    header(cells) {
      // The engine's columns come after the customer's: the last of a name is the engine's.
      emailColumn = cells.lastIndexOf('lp_email');
      statusColumn = cells.lastIndexOf('lp_email_status');
    },
    row(cells) {
      // A guarded cell is never empty, nor is an address once unguarded: `listProbeTargets`'s test.
      if ((cells[emailColumn] ?? '') !== '' && PROBED_STATUSES.has(cells[statusColumn] ?? '')) rows++;
    },
    async end() {},
    rows: () => rows,
  };
}
