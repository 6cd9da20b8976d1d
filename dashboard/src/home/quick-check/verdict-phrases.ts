/**
 * The words the quick check shows for a verdict's codes: the `lp_email_reason`, `lp_phone_reason` and
 * `lp_phone_type` values of docs/results-format.md, as short phrases for people.
 * @module
 */
import { formatCredits } from '@leadproof/contract/money';
import type { ContactVerdict } from '@leadproof/contract/verify';
import { formatNumber } from '../../lib/format-date';
import { seniorityLabels } from '../../orders/new/seniority-labels';

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
  return `${formatCredits(credits)} charged`;
}

/** A verdict's status as a word; `provisional` while the mail server is still being asked ("Valid so far"). */
export function statusLabel(status: string, provisional = false): string {
  const word = status.charAt(0).toUpperCase() + status.slice(1);
  return provisional ? `${word} so far` : word;
}

/**
 * The e-mail reasons as the quick check says them. A likely typo with its correction is a typo first, named after
 * the domain meant ("possible typo of gmail.com"), and never also "disposable": the throwaway-domain list holds many
 * typo domains (gmial.com, yaho.com), and a customer reads "disposable" as a burner address.
 */
export function emailReasonPhrases(reasons: readonly string[], suggestion: string): string[] {
  const meant = suggestion.includes('@') ? suggestion.slice(suggestion.lastIndexOf('@') + 1) : '';
  if (!meant || !reasons.includes('typo')) return reasons.map(emailReasonPhrase);
  const others = reasons.filter((reason) => reason !== 'typo' && reason !== 'disposable');
  return [`possible typo of ${meant}`, ...others.map(emailReasonPhrase)];
}

/** What the mail server's answer means for the address, by the final status. */
const mailboxAnswers: Record<string, string> = {
  valid: 'mailbox exists',
  invalid: 'refused the address',
  risky: 'accepted it, which proves little here',
  unknown: 'gave no clear answer',
};

/** The mailbox check's line ("Mail server mx.acme.com: mailbox exists"), or null when it did not run. */
export function mailboxCheckLine(email: ContactVerdict['email']): string | null {
  if (!email.smtp) return null;
  const server = email.mx ? `Mail server ${email.mx}` : 'Mail server';
  return `${server}: ${mailboxAnswers[email.status] ?? 'answered'}`;
}

const scoreReasons: Record<string, string> = {
  email_valid: 'valid e-mail',
  email_unverified: 'e-mail not confirmed',
  email_role_account: 'role address',
  email_catch_all: 'domain accepts every address',
  email_typo: 'likely typo',
  email_mailbox_full: 'full mailbox',
  email_disposable: 'disposable address',
  email_free_provider: 'free mail provider',
  full_name: 'full name',
  partial_name: 'part of the name',
  company: 'company or website',
};

/** A score contribution's code in words: `phone_mobile` → "mobile phone", `seniority_vp` → "seniority: VP". */
export function scoreReasonPhrase(code: string): string {
  if (code.startsWith('phone_')) return `${phoneTypeLabel(code.slice('phone_'.length))} phone`;
  if (code.startsWith('seniority_')) {
    const bucket = code.slice('seniority_'.length) as keyof typeof seniorityLabels;
    return `seniority: ${seniorityLabels[bucket] ?? asWords(bucket)}`;
  }
  return scoreReasons[code] ?? asWords(code);
}

/** A contribution as it reads in the breakdown: "+35 valid e-mail", "−3 free mail provider". */
export function scoreContribution({ code, points }: { code: string; points: number }): string {
  const sign = points < 0 ? '\u2212' : '+';
  return `${sign}${formatNumber(Math.abs(points))} ${scoreReasonPhrase(code)}`;
}
