import { formatRow } from '../csv/write-row';
import type { DomainMailStatus } from '../email/mx-resolver';
import {
  EMAIL_STATUS_RANK,
  type EmailReason,
  type EmailStatus,
  type EmailVerdict,
  finishEmail,
} from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import { connectScore, formatScoreReasons } from '../score/connect-score';
import type { Seniority } from '../standardize/seniority';
import type { SpooledRow } from './analyze-row';

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
  const input = row[0]!;
  const cellCount = Number(row[1]);
  const emailCount = Number(row[2]);
  let best: { normalized: string; suggestion: string; verdict: EmailVerdict } | undefined;
  let at = 3;
  for (let i = 0; i < emailCount; i++, at += 4) {
    const normalized = row[at]!;
    const asciiDomain = row[at + 1]!;
    const reasons = row[at + 2]!;
    const suggestion = row[at + 3]!;
    const precheck = {
      normalized,
      asciiDomain,
      suggestion,
      reasons: (reasons ? reasons.split(';') : []) as EmailReason[],
    };
    const verdict = finishEmail(precheck, asciiDomain ? statusOf(asciiDomain) : 'unavailable');
    if (!best || EMAIL_STATUS_RANK[verdict.status] > EMAIL_STATUS_RANK[best.verdict.status]) {
      best = { normalized, suggestion, verdict };
    }
  }
  const emailStatus: EmailStatus = best?.verdict.status ?? 'missing';
  const emailReasons = best?.verdict.reasons ?? [];
  const phoneStatus = row[at] as PhoneStatus;
  const e164 = row[at + 1]!;
  const phoneType = row[at + 2] as PhoneType;
  const extension = row[at + 3]!;
  const phoneReason = row[at + 4]!;
  const firstName = row[at + 5]!;
  const lastName = row[at + 6]!;
  const company = row[at + 7]!;
  const country = row[at + 8]!;
  const state = row[at + 9]!;
  const seniority = row[at + 10]!;
  const website = row[at + 11]!;
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
  const padding = width > cellCount ? ','.repeat(width - cellCount) : '';
  const appended = formatRow([
    String(lpRow),
    best?.normalized ?? '',
    emailStatus,
    emailReasons.join(';'),
    best?.suggestion ?? '',
    e164,
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
    extension,
    phoneReason,
    seniority,
    website,
  ]);
  return {
    line: `${input}${padding},${appended}`,
    emailStatus,
    emailReasons,
    phoneStatus,
    phoneType,
    phoneReason,
    score,
  };
}
