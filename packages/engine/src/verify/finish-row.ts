import { formatRow } from '../csv/write-row';
import {
  type DomainAnswer,
  EMAIL_STATUS_RANK,
  type EmailPrecheck,
  type EmailReason,
  type EmailStatus,
  type EmailVerdict,
  finishEmail,
} from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import { suggestionPair } from '../report/suggestion-counts';
import { type ConnectScore, formatScoreReasons } from '../score/connect-score';
import { type ScoredRowValues, scoreRow } from '../score/row-score';
import type { Seniority } from '../standardize/seniority';
import type { SpooledRow } from './spooled-row';

/** A finished row: its output line and what the report counts. */
export interface FinishedRow {
  line: string;
  /** The row's `lp_*` cells (`OUTPUT_COLUMNS`, in order) as values, before they are guarded and quoted. */
  outputCells: string[];
  emailStatus: EmailStatus;
  emailReasons: EmailReason[];
  phoneStatus: PhoneStatus;
  phoneType: PhoneType;
  phoneReason: string;
  score: number;
  /** The domain pair of `lp_email_suggestion` (typed → suggested), when the row has one. */
  suggestion: { from: string; to: string } | undefined;
}

/** Duplicate outcome of a row, from the clustering. */
export interface DuplicateCell {
  /** `lp_row` of the kept row, or 0 when this row is kept. */
  keptRow: number;
  reason: string;
}

/**
 * What pass two decides about a row, as values: the results file writes them as its `lp_*` cells, the real-time
 * contact check returns them as JSON.
 */
export interface RowOutcome extends ScoredRowValues {
  /** The row's best e-mail candidate (best status, then first column), or `undefined` when it has none. */
  email: EmailPrecheck | undefined;
  /** Its verdict; `missing` without a candidate. */
  emailVerdict: EmailVerdict;
  phoneE164: string;
  phoneExtension: string;
  phoneReason: string;
  country: string;
  state: string;
  score: ConnectScore;
}

/** Completes a spooled row with the DNS answers of its e-mail domains and scores it. */
export function rowOutcome(row: SpooledRow, statusOf: (asciiDomain: string) => DomainAnswer): RowOutcome {
  let best: { email: EmailPrecheck; verdict: EmailVerdict } | undefined;
  for (const email of row.emails) {
    const verdict = finishEmail(email, email.asciiDomain ? statusOf(email.asciiDomain) : 'unavailable');
    if (!best || EMAIL_STATUS_RANK[verdict.status] > EMAIL_STATUS_RANK[best.verdict.status]) {
      best = { email, verdict };
    }
  }
  const phoneStatus = row.phoneStatus as PhoneStatus;
  const values: ScoredRowValues = {
    phoneStatus,
    phoneType: phoneStatus === 'missing' ? '' : (row.phoneType as PhoneType),
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    website: row.website,
    seniority: row.seniority as Seniority | '',
  };
  const emailVerdict = best?.verdict ?? { status: 'missing', reasons: [] };
  // Every field named (no `...values`): a spread followed by more fields built each row's outcome store by
  // store, which alone doubled pass two's time.
  return {
    phoneStatus,
    phoneType: values.phoneType,
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    website: values.website,
    seniority: values.seniority,
    email: best?.email,
    emailVerdict,
    phoneE164: row.phoneE164,
    phoneExtension: row.phoneExtension,
    phoneReason: row.phoneReason,
    country: row.country,
    state: row.state,
    score: scoreRow(values, emailVerdict),
  };
}

/** Completes a spooled row with DNS answers, its duplicate outcome and its score, as an output line. */
export function finishRow(
  row: SpooledRow,
  lpRow: number,
  width: number,
  duplicate: DuplicateCell,
  statusOf: (asciiDomain: string) => DomainAnswer,
): FinishedRow {
  const outcome = rowOutcome(row, statusOf);
  const { emailVerdict, score } = outcome;
  // Ragged rows are padded to the widest row so the appended columns line up.
  const padding = width > row.cellCount ? ','.repeat(width - row.cellCount) : '';
  const outputCells = [
    String(lpRow),
    outcome.email?.normalized ?? '',
    emailVerdict.status,
    emailVerdict.reasons.join(';'),
    outcome.email?.suggestion ?? '',
    outcome.phoneE164,
    outcome.phoneStatus,
    outcome.phoneType,
    outcome.firstName,
    outcome.lastName,
    outcome.company,
    outcome.country,
    outcome.state,
    duplicate.keptRow ? String(duplicate.keptRow) : '',
    String(score.score),
    duplicate.reason,
    formatScoreReasons(score.contributions),
    outcome.phoneExtension,
    outcome.phoneReason,
    outcome.seniority,
    outcome.website,
    // lp_email_smtp, lp_email_mx, lp_email_checked_at: only the mailbox check, run after the engine, knows them.
    '',
    '',
    '',
  ];
  return {
    line: `${row.input}${padding},${formatRow(outputCells)}`,
    outputCells,
    emailStatus: emailVerdict.status,
    emailReasons: emailVerdict.reasons,
    phoneStatus: outcome.phoneStatus,
    phoneType: row.phoneType as PhoneType,
    phoneReason: outcome.phoneReason,
    score: score.score,
    suggestion: suggestionPair(outcome.email?.asciiDomain ?? '', outcome.email?.suggestion ?? ''),
  };
}
