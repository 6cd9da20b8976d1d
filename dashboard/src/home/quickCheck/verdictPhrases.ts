/**
 * The words the quick check shows for a verdict's codes: the `lp_email_reason`, `lp_phone_reason` and
 * `lp_phone_type` values of docs/results-format.md, as short phrases for people.
 * @module
 */
import { formatNumber } from '../../lib/formatDate';

const emailReasons: Record<string, string> = {
  syntax: 'not a valid address',
  no_mx: 'domain does not accept mail',
  disposable: 'disposable address',
  typo: 'possible typo',
  role_account: 'role address, not a person',
  free_provider: 'free mail provider',
  dns_unavailable: 'domain could not be checked',
  multiple_addresses: 'several addresses, the first was checked',
  cell_too_long: 'too long to read',
  special_use_domain: 'reserved domain, no mail server',
  mailbox_not_found: 'mailbox does not exist',
  mailbox_disabled: 'mailbox is disabled',
  mailbox_full: 'mailbox is full',
  catch_all: 'domain accepts every address',
  greylisted: 'mail server asked to try later',
  smtp_unavailable: 'mail server did not answer',
  smtp_blocked: 'mail server refused the check',
  timeout: 'not decided in time',
};

const phoneReasons: Record<string, string> = {
  not_a_number: 'not a phone number',
  no_region: 'no country code',
  too_short: 'too short',
  too_long: 'too long',
  invalid_country: 'unknown country code',
  invalid_number: 'not a valid number',
  cell_too_long: 'too long to read',
  timeout: 'not decided in time',
};

const phoneTypes: Record<string, string> = {
  mobile: 'mobile',
  fixed_line: 'landline',
  fixed_line_or_mobile: 'landline or mobile',
  voip: 'VoIP',
  toll_free: 'toll-free',
  premium_rate: 'premium rate',
  shared_cost: 'shared cost',
  personal_number: 'personal number',
  pager: 'pager',
  uan: 'company number (UAN)',
  voicemail: 'voicemail',
  unknown: 'unknown type',
};

// A code added to the engine after this table still reads as words rather than as an identifier.
const asWords = (code: string) => code.replace(/_/g, ' ');

/** An e-mail reason code as a phrase: `mailbox_not_found` → "mailbox does not exist". */
export function emailReasonPhrase(code: string): string {
  return emailReasons[code] ?? asWords(code);
}

/** A phone reason code as a phrase: `too_short` → "too short". */
export function phoneReasonPhrase(code: string): string {
  return phoneReasons[code] ?? asWords(code);
}

/** A phone type as a phrase: `fixed_line_or_mobile` → "landline or mobile". */
export function phoneTypeLabel(type: string): string {
  return phoneTypes[type] ?? asWords(type);
}

/** The credits line under a verdict: "No credits charged", "1 credit charged", "2 credits charged". */
export function creditsChargedText(credits: number): string {
  if (credits === 0) return 'No credits charged';
  return `${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'} charged`;
}
