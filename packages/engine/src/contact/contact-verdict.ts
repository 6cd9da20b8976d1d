import type { EmailReason, EmailStatus, EmailVerdict } from '../email/verify-email';
import type { MailboxVerdict } from '../mailbox/mailbox-verdict';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import type { ConnectScore } from '../score/connect-score';
import type { RowOutcome } from '../verify/finish-row';

/** The verdict on one contact: the same facts as one row of a results file (docs/results-format.md), as JSON. */
export interface ContactVerdict {
  email: {
    /** `lp_email`: the normalized address, or the cleaned input when it is not one; "" without an e-mail. */
    normalized: string;
    status: EmailStatus;
    reasons: EmailReason[];
    /** `lp_email_suggestion`. */
    suggestion: string;
    /** `lp_email_smtp`, `lp_email_mx`, `lp_email_checked_at`: the mailbox check's evidence, "" when it did not answer. */
    smtp: string;
    mx: string;
    checkedAt: string;
  };
  phone: { e164: string; status: PhoneStatus; type: PhoneType | ''; reason: string; extension: string };
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  state: string;
  seniority: string;
  websiteDomain: string;
  score: number;
  /** Every contribution to the score, largest first (`lp_score_reasons` writes the first three). */
  scoreReasons: Array<{ code: string; points: number }>;
}

/** The mailbox check's evidence columns; empty when it did not run or did not finish. */
export type MailboxEvidence = Pick<MailboxVerdict, 'smtp' | 'mx' | 'checkedAt'>;

/** No mailbox evidence. */
export const NO_EVIDENCE: MailboxEvidence = { smtp: '', mx: '', checkedAt: '' };

/** The contact's verdict from its row outcome, with the final e-mail verdict and the score that goes with it. */
export function contactVerdict(
  outcome: RowOutcome,
  email: EmailVerdict,
  score: ConnectScore,
  evidence: MailboxEvidence,
): ContactVerdict {
  return {
    email: {
      normalized: outcome.email?.normalized ?? '',
      status: email.status,
      reasons: email.reasons,
      suggestion: outcome.email?.suggestion ?? '',
      smtp: evidence.smtp,
      mx: evidence.mx,
      checkedAt: evidence.checkedAt,
    },
    phone: {
      e164: outcome.phoneE164,
      status: outcome.phoneStatus,
      type: outcome.phoneType,
      reason: outcome.phoneReason,
      extension: outcome.phoneExtension,
    },
    firstName: outcome.firstName,
    lastName: outcome.lastName,
    company: outcome.company,
    country: outcome.country,
    state: outcome.state,
    seniority: outcome.seniority,
    websiteDomain: outcome.website,
    score: score.score,
    scoreReasons: score.contributions.map(({ code, points }) => ({ code, points })),
  };
}
