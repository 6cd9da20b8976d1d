import type { EmailStatus } from '../email/verify-email';
import type { PhoneStatus } from '../phone/verify-phone';

// What a check could decide: a row with one of these answers has been verified (docs/results-format.md, "billing").
const DEFINITIVE_EMAIL: ReadonlySet<EmailStatus> = new Set(['valid', 'invalid', 'risky']);
const DEFINITIVE_PHONE: ReadonlySet<PhoneStatus> = new Set(['valid', 'invalid']);

/** Whether a check gave a definitive answer for a row, which makes a row that is no duplicate billable. */
export function hasDefinitiveCheck(emailStatus: EmailStatus, phoneStatus: PhoneStatus): boolean {
  return DEFINITIVE_EMAIL.has(emailStatus) || DEFINITIVE_PHONE.has(phoneStatus);
}
