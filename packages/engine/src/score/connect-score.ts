import type { EmailReason, EmailStatus } from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import type { Seniority } from '../standardize/seniority';

/** What the connect score looks at for one row. */
export interface ScoreFeatures {
  phoneStatus: PhoneStatus;
  phoneType: PhoneType;
  emailStatus: EmailStatus;
  emailReasons: readonly EmailReason[];
  hasFirstName: boolean;
  hasLastName: boolean;
  hasCompany: boolean;
  /** `undefined` when the file has no title column or the cell is empty. */
  seniority: Seniority | undefined;
  /**
   * How often accepted addresses on the address's catch-all domain bounced in customers' reports (`CatchAllBounces`);
   * `undefined` without enough reports to tell. Read only for a `catch_all` address.
   */
  catchAllBounces?: CatchAllBounces | undefined;
}

/**
 * What bounce reports across customers say of a catch-all domain's accepted addresses (docs/scoring.md, "Learning
 * from bounce reports"): `rare` when few of them bounced, `frequent` when many did. A per-domain aggregate: it says
 * nothing about any one address.
 */
export type CatchAllBounces = 'rare' | 'frequent';

/** One feature's contribution, e.g. `{ code: 'phone_mobile', points: 45 }`. */
export interface ScoreContribution {
  code: string;
  points: number;
}

/** A row's score and the contributions that make it up, largest first. */
export interface ConnectScore {
  score: number;
  contributions: ScoreContribution[];
}

/** Points for a valid phone by line type: a mobile reaches a person, a toll-free line a queue. */
export const PHONE_POINTS: Readonly<Record<PhoneType, number>> = {
  mobile: 45,
  fixed_line_or_mobile: 38,
  fixed_line: 30,
  personal_number: 25,
  voip: 20,
  uan: 12,
  toll_free: 10,
  shared_cost: 10,
  pager: 5,
  voicemail: 5,
  premium_rate: 3,
  unknown: 15,
};

/** Points for an e-mail by status; risky addresses are graded by their worst reason. */
export const EMAIL_POINTS = {
  valid: 35,
  unknown: 22,
  risky_role_account: 15,
  // A catch-all domain accepts every mailbox, so the address may still bounce: a little below a role mailbox.
  risky_catch_all: 12,
  // Calibrated by customers' bounce reports: a catch-all domain whose accepted addresses rarely bounce delivers
  // almost like a checked mailbox (still below `unknown`, which may be a valid mailbox); one whose often do, barely.
  risky_catch_all_rarely_bounces: 20,
  risky_catch_all_often_bounces: 6,
  risky_typo: 8,
  // The mailbox exists but takes no mail now; a full box is often an abandoned one.
  risky_mailbox_full: 5,
  risky_disposable: 2,
  free_provider_penalty: -3,
} as const;

/** Points for seniority: decision makers answer for budgets. */
export const SENIORITY_POINTS: Readonly<Record<Seniority, number>> = {
  owner: 7,
  c_level: 7,
  vp: 7,
  director: 6,
  manager: 5,
  senior: 4,
  individual: 3,
  entry: 2,
  unknown: 2,
};

function catchAllContribution(bounces: CatchAllBounces | undefined): ScoreContribution {
  if (bounces === 'rare')
    return { code: 'email_catch_all_rarely_bounces', points: EMAIL_POINTS.risky_catch_all_rarely_bounces };
  if (bounces === 'frequent')
    return { code: 'email_catch_all_often_bounces', points: EMAIL_POINTS.risky_catch_all_often_bounces };
  return { code: 'email_catch_all', points: EMAIL_POINTS.risky_catch_all };
}

function emailContribution(
  status: EmailStatus,
  reasons: readonly EmailReason[],
  catchAllBounces: CatchAllBounces | undefined,
): ScoreContribution | undefined {
  if (status === 'valid') return { code: 'email_valid', points: EMAIL_POINTS.valid };
  if (status === 'unknown') return { code: 'email_unverified', points: EMAIL_POINTS.unknown };
  if (status !== 'risky') return undefined;
  if (reasons.includes('disposable'))
    return { code: 'email_disposable', points: EMAIL_POINTS.risky_disposable };
  if (reasons.includes('mailbox_full'))
    return { code: 'email_mailbox_full', points: EMAIL_POINTS.risky_mailbox_full };
  if (reasons.includes('typo')) return { code: 'email_typo', points: EMAIL_POINTS.risky_typo };
  if (reasons.includes('catch_all')) return catchAllContribution(catchAllBounces);
  return { code: 'email_role_account', points: EMAIL_POINTS.risky_role_account };
}

/**
 * The connect score: a sum of fixed, documented points (docs/scoring.md), clamped to 0–100.
 * Contactability dominates (phone up to 45, e-mail up to 35), then who the person is (name 8,
 * company 5, seniority 7). Every term is non-negative except a small free-mail penalty, which
 * never lets a free valid address fall below any risky one.
 */
export function connectScore(features: ScoreFeatures): ConnectScore {
  const contributions: ScoreContribution[] = [];
  if (features.phoneStatus === 'valid') {
    contributions.push({ code: `phone_${features.phoneType}`, points: PHONE_POINTS[features.phoneType] });
  }
  const email = emailContribution(features.emailStatus, features.emailReasons, features.catchAllBounces);
  if (email) contributions.push(email);
  if (email && features.emailReasons.includes('free_provider')) {
    contributions.push({ code: 'email_free_provider', points: EMAIL_POINTS.free_provider_penalty });
  }
  if (features.hasFirstName && features.hasLastName) contributions.push({ code: 'full_name', points: 8 });
  else if (features.hasFirstName || features.hasLastName)
    contributions.push({ code: 'partial_name', points: 4 });
  if (features.hasCompany) contributions.push({ code: 'company', points: 5 });
  if (features.seniority) {
    contributions.push({
      code: `seniority_${features.seniority}`,
      points: SENIORITY_POINTS[features.seniority],
    });
  }
  const total = contributions.reduce((sum, c) => sum + c.points, 0);
  contributions.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return { score: Math.max(0, Math.min(100, Math.round(total))), contributions };
}

/** The top contributions as written to `lp_score_reasons`: `phone_mobile:+45;email_valid:+35`. */
export function formatScoreReasons(contributions: readonly ScoreContribution[], top = 3): string {
  return contributions
    .slice(0, top)
    .map((c) => `${c.code}:${c.points >= 0 ? '+' : ''}${c.points}`)
    .join(';');
}
