/**
 * Columns appended to every input row, in this order. The first fifteen are the fixed contract
 * (docs/results-format.md); the rest were added after them.
 */
export const OUTPUT_COLUMNS = [
  'lp_row',
  'lp_email',
  'lp_email_status',
  'lp_email_reason',
  'lp_email_suggestion',
  'lp_phone_e164',
  'lp_phone_status',
  'lp_phone_type',
  'lp_first_name',
  'lp_last_name',
  'lp_company',
  'lp_country',
  'lp_state',
  'lp_duplicate_of',
  'lp_score',
  'lp_duplicate_reason',
  'lp_score_reasons',
  'lp_phone_ext',
  'lp_phone_reason',
  'lp_seniority',
  'lp_website_domain',
  // Evidence of the mailbox check (docs/results-format.md, "Mailbox check"): empty until applyMailboxVerdicts fills them.
  'lp_email_smtp',
  'lp_email_mx',
  'lp_email_checked_at',
] as const;

/** Header of the results file: the input's, `column_N` for the cells of ragged rows past it, then {@link OUTPUT_COLUMNS}. */
export function resultColumns(header: readonly string[], width: number): string[] {
  const extra = Array.from({ length: width - header.length }, (_, i) => `column_${header.length + i + 1}`);
  return [...header, ...extra, ...OUTPUT_COLUMNS];
}
