/**
 * The learn step of verification, at the edge of the verify stage (issue 37 item 6): the addresses the customer's
 * own bounce reports say hard-bounced become `invalid`/`mailbox_not_found` with the evidence "reported bounce
 * (date)", before the mailbox check is planned (so nobody asks their mail server again) and before the results are
 * delivered. Only the order owner's reports are read.
 */
import path from 'node:path';
import { applyMailboxVerdicts, listProbeTargets, type VerifyReport } from '@leadproof/engine';
import { hasReportedBounces, reportedBounceVerdicts } from '../../bounces/reported-bounces';
import type { OrderRow } from '../../db/order-row';
import type { Services } from '../../services';

/** What applying reported bounces needs: the database that holds them. */
export type ApplyReportedBouncesDeps = Pick<Services, 'database'>;

/** The results file (and report) with the owner's reported bounces applied; the same ones when none applies. */
export async function applyReportedBounces(
  services: ApplyReportedBouncesDeps,
  order: Pick<OrderRow, 'user_id'>,
  report: VerifyReport,
  resultsFile: string,
  workDir: string,
): Promise<{ report: VerifyReport; resultsFile: string }> {
  // One indexed row first: reading the whole results file is for a customer who has reported a bounce.
  if (!(await hasReportedBounces(services.database, order.user_id))) return { report, resultsFile };
  const addresses = await listProbeTargets(resultsFile);
  const known = await reportedBounceVerdicts(services.database, order.user_id, addresses);
  if (known.size === 0) return { report, resultsFile };
  const learned = path.join(workDir, 'results.learned.csv');
  const updated = await applyMailboxVerdicts(resultsFile, learned, report, {
    verdictOf: (address) => known.get(address),
    checked: true,
    outage: false,
    // No mail server was asked: the mailbox check's figures stay its own.
    countsAsMailboxCheck: false,
  });
  return { report: updated, resultsFile: learned };
}
