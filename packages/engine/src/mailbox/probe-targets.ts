import { unguardCell } from '../csv/formula-guard';
import { detachedCell, openResultsFile, outputCell } from './results-file';

/** Offline verdicts a mail server can still change; `invalid` and `missing` addresses are not probed. */
export const PROBED_STATUSES: ReadonlySet<string> = new Set(['valid', 'risky', 'unknown']);

/**
 * The distinct `lp_email` addresses of a results file whose status is `valid`, `risky` or `unknown`, in
 * first-seen order: what the mailbox check probes. Addresses come unguarded (`'-x@acme.com` → `-x@acme.com`),
 * as `applyMailboxVerdicts` passes them to `verdictOf`.
 */
export async function listProbeTargets(resultsPath: string): Promise<string[]> {
  const file = await openResultsFile(resultsPath);
  const targets = new Set<string>();
  for await (const batch of file.rows) {
    for (const row of batch) {
      const address = unguardCell(outputCell(row, 'lp_email'));
      if (address === '' || targets.has(address)) continue;
      if (PROBED_STATUSES.has(outputCell(row, 'lp_email_status'))) targets.add(detachedCell(address));
    }
  }
  return [...targets];
}
