import type { EmailVerdict } from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import type { Seniority } from '../standardize/seniority';
import { type CatchAllBounces, type ConnectScore, connectScore } from './connect-score';

/** The standardized values of a row that its score reads besides the e-mail verdict, as the results file holds them. */
export interface ScoredRowValues {
  phoneStatus: PhoneStatus;
  /** `''` for a missing phone, as `lp_phone_type` writes it. */
  phoneType: PhoneType | '';
  firstName: string;
  lastName: string;
  company: string;
  /** The website's domain (`lp_website_domain`): a company without a name still counts. */
  website: string;
  /** `''` when there was no title. */
  seniority: Seniority | '';
}

/** What the score learned beyond the row: bounce reports' per-domain calibration of catch-all addresses. */
export interface ScoreCalibration {
  catchAllBounces?: CatchAllBounces | undefined;
}

/**
 * The connect score of a row with the given e-mail verdict. Pass two, the mailbox check's rewrite and the
 * real-time contact check all score through it, so a changed e-mail verdict changes the score the same way.
 */
export function scoreRow(
  values: ScoredRowValues,
  email: EmailVerdict,
  calibration: ScoreCalibration = {},
): ConnectScore {
  return connectScore({
    phoneStatus: values.phoneStatus,
    phoneType: values.phoneType || 'unknown',
    emailStatus: email.status,
    emailReasons: email.reasons,
    hasFirstName: values.firstName !== '',
    hasLastName: values.lastName !== '',
    hasCompany: values.company !== '' || values.website !== '',
    seniority: values.seniority || undefined,
    catchAllBounces: calibration.catchAllBounces,
  });
}
