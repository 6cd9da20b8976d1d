import { formatRow } from '../csv/write-row';
import type { DomainMailStatus } from '../email/mx-resolver';
import {
  EMAIL_STATUS_RANK,
  type EmailPrecheck,
  type EmailReason,
  type EmailStatus,
  type EmailVerdict,
  finishEmail,
} from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import { connectScore, formatScoreReasons } from '../score/connect-score';
import type { Seniority } from '../standardize/seniority';
import type { SpooledRow } from './spooled-row';

/** A finished row: its output line and what the report counts. */
export interface FinishedRow {
  line: string;
  emailStatus: EmailStatus;
  emailReasons: EmailReason[];
  phoneStatus: PhoneStatus;
  phoneType: PhoneType;
  phoneReason: string;
  score: number;
}

/** Duplicate outcome of a row, from the clustering. */
export interface DuplicateCell {
  /** `lp_row` of the kept row, or 0 when this row is kept. */
  keptRow: number;
  reason: string;
}

/** Completes a spooled row with DNS answers, its duplicate outcome and its score, as an output line. */
export function finishRow(
  row: SpooledRow,
  lpRow: number,
  width: number,
  duplicate: DuplicateCell,
  statusOf: (asciiDomain: string) => DomainMailStatus,
): FinishedRow {
  let best: { email: EmailPrecheck; verdict: EmailVerdict } | undefined;
  for (const email of row.emails) {
    const verdict = finishEmail(email, email.asciiDomain ? statusOf(email.asciiDomain) : 'unavailable');
    if (!best || EMAIL_STATUS_RANK[verdict.status] > EMAIL_STATUS_RANK[best.verdict.status]) {
      best = { email, verdict };
    }
  }
  const emailStatus: EmailStatus = best?.verdict.status ?? 'missing';
  const emailReasons = best?.verdict.reasons ?? [];
  const phoneStatus = row.phoneStatus as PhoneStatus;
  const phoneType = row.phoneType as PhoneType;
  const { firstName, lastName, company, country, state, seniority, website } = row;
  const { score, contributions } = connectScore({
    phoneStatus,
    phoneType,
    emailStatus,
    emailReasons,
    hasFirstName: firstName !== '',
    hasLastName: lastName !== '',
    hasCompany: company !== '' || website !== '',
    seniority: seniority ? (seniority as Seniority) : undefined,
  });
  // Ragged rows are padded to the widest row so the appended columns line up.
  const padding = width > row.cellCount ? ','.repeat(width - row.cellCount) : '';
  const appended = formatRow([
    String(lpRow),
    best?.email.normalized ?? '',
    emailStatus,
    emailReasons.join(';'),
    best?.email.suggestion ?? '',
    row.phoneE164,
    phoneStatus,
    phoneStatus === 'missing' ? '' : phoneType,
    firstName,
    lastName,
    company,
    country,
    state,
    duplicate.keptRow ? String(duplicate.keptRow) : '',
    String(score),
    duplicate.reason,
    formatScoreReasons(contributions),
    row.phoneExtension,
    row.phoneReason,
    seniority,
    website,
    // lp_email_smtp, lp_email_mx, lp_email_checked_at: only the mailbox check, run after the engine, knows them.
    '',
    '',
    '',
  ]);
  return {
    line: `${row.input}${padding},${appended}`,
    emailStatus,
    emailReasons,
    phoneStatus,
    phoneType,
    phoneReason: row.phoneReason,
    score,
  };
}
