import type { ChartTone } from '@leadproof/ui';

// Words for the codes the results file writes (docs/results-format.md). A code the engine adds later still shows,
// as its own words with the underscores dropped, until it gets a label here.

const EMAIL_REASONS: Readonly<Record<string, string>> = {
  syntax: 'Not an address',
  no_mx: 'No mail server (no MX)',
  disposable: 'Disposable domain',
  typo: 'Likely typo',
  role_account: 'Role address (info@, sales@…)',
  free_provider: 'Free provider',
  dns_unavailable: 'Domain not checked',
  multiple_addresses: 'Several addresses in one cell',
  cell_too_long: 'Cell too long',
  special_use_domain: 'Reserved domain (.local, .test…)',
  timeout: 'Timed out',
  mailbox_not_found: 'Mailbox not found',
  mailbox_disabled: 'Mailbox disabled',
  mailbox_full: 'Mailbox full',
  catch_all: 'Catch-all domain',
  greylisted: 'Greylisted',
  smtp_unavailable: 'Mail server unreachable',
  smtp_blocked: 'Check blocked by the server',
};

const PHONE_REASONS: Readonly<Record<string, string>> = {
  not_a_number: 'Not a number',
  no_region: 'No country to read it in',
  too_short: 'Too short',
  too_long: 'Too long',
  invalid_country: 'Unknown country code',
  invalid_number: 'Not a valid number',
  cell_too_long: 'Cell too long',
};

const PHONE_TYPES: Readonly<Record<string, string>> = {
  mobile: 'Mobile',
  fixed_line: 'Landline',
  fixed_line_or_mobile: 'Landline or mobile',
  voip: 'VoIP',
  toll_free: 'Toll-free',
  premium_rate: 'Premium rate',
  shared_cost: 'Shared cost',
  personal_number: 'Personal number',
  pager: 'Pager',
  uan: 'Universal access number',
  voicemail: 'Voicemail',
  unknown: 'Unknown type',
};

/** `mailbox_not_found` → `Mailbox not found`, for codes without a label. */
function words(code: string): string {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of an `lp_email_reason` code. */
export const emailReasonLabel = (code: string): string => EMAIL_REASONS[code] ?? words(code);

/** The label of an `lp_phone_reason` code. */
export const phoneReasonLabel = (code: string): string => PHONE_REASONS[code] ?? words(code);

/** The label of an `lp_phone_type` code. */
export const phoneTypeLabel = (code: string): string => PHONE_TYPES[code] ?? words(code);

/** Chart colours of the e-mail and phone verdicts, the same as their badges' meaning. */
export const STATUS_TONES: Readonly<Record<string, ChartTone>> = {
  valid: 'success',
  risky: 'warning',
  invalid: 'danger',
  unknown: 'neutral',
  missing: 'neutral',
};
