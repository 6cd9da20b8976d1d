/**
 * What a delivery does with each reserved lead after the engine checked it again. A lead the engine
 * now rejects (e-mail invalid or risky, phone invalid) is retired from the inventory and replaced. A
 * lead whose e-mail DNS could not confirm is delivered on its last verification if that is recent
 * (within the re-verification window), and otherwise released and replaced. Two reserved leads the
 * engine finds to be one person: the second is released (never sell the same person twice).
 */
import { createReadStream } from 'node:fs';
import type { VerifyReport } from '@leadproof/engine';
import { assessLead, type LeadFields } from '../assess-lead';
import { resultsRows } from '../results-rows';
import type { LeadRow } from './leads-input-csv';

/** Leads not verified for this long are re-verified before they can be delivered on an unconfirmed check. */
export const REVERIFY_AFTER_DAYS = 30;

export type Verdict =
  | { lead: LeadRow; action: 'deliver'; refreshed: LeadFields | undefined }
  | { lead: LeadRow; action: 'retire'; reason: string }
  | { lead: LeadRow; action: 'pass_over' };

/** Judges each lead of `leads` from the engine's results file of exactly those leads, in that order. */
export async function judgeDelivery(
  resultsPath: string,
  mapping: VerifyReport['mapping'],
  leads: readonly LeadRow[],
  options: { offline: boolean; now: Date },
): Promise<Verdict[]> {
  const staleBefore = options.now.getTime() - REVERIFY_AFTER_DAYS * 24 * 3600 * 1000;
  const verdicts: Verdict[] = [];
  for await (const row of resultsRows(createReadStream(resultsPath), mapping)) {
    const lead = leads[row.row - 1];
    if (!lead) continue;
    const assessed = assessLead(row, { offline: options.offline });
    if (assessed.kind === 'usable') {
      verdicts.push({ lead, action: 'deliver', refreshed: assessed.lead });
    } else if (assessed.kind === 'unconfirmed') {
      const stale = new Date(lead.last_verified_at).getTime() < staleBefore;
      verdicts.push(
        stale ? { lead, action: 'pass_over' } : { lead, action: 'deliver', refreshed: undefined },
      );
    } else if (assessed.reason.startsWith('email_') || assessed.reason.startsWith('phone_')) {
      verdicts.push({ lead, action: 'retire', reason: assessed.reason });
    } else {
      verdicts.push({ lead, action: 'pass_over' });
    }
  }
  return verdicts;
}
