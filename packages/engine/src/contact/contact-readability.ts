import type { RowOutcome } from '../verify/finish-row';

/**
 * Whether a check can tell anything about a contact's e-mail and phone, read before any network check: an
 * address that is not one at all (`syntax`), a cell that is not a phone number (`not_a_number`), or a national
 * number with no country to read it in (`no_region`) leave a check nothing to decide.
 */
export interface ContactReadability {
  email: 'readable' | 'not_an_address' | 'absent';
  phone: 'readable' | 'not_a_number' | 'no_country' | 'absent';
}

/** How the e-mail and phone of a row outcome (before DNS) read; see {@link ContactReadability}. */
export function contactReadability(outcome: RowOutcome): ContactReadability {
  const { emailVerdict, phoneStatus, phoneReason } = outcome;
  const email: ContactReadability['email'] =
    emailVerdict.status === 'missing'
      ? 'absent'
      : emailVerdict.status === 'invalid' && emailVerdict.reasons.includes('syntax')
        ? 'not_an_address'
        : 'readable';
  const phone: ContactReadability['phone'] =
    phoneStatus === 'missing'
      ? 'absent'
      : phoneReason === 'not_a_number'
        ? 'not_a_number'
        : phoneReason === 'no_region'
          ? 'no_country'
          : 'readable';
  return { email, phone };
}

/** Whether a check of the contact can decide anything: at least one of its e-mail and phone reads. */
export function isReadable(readability: ContactReadability): boolean {
  return readability.email === 'readable' || readability.phone === 'readable';
}
