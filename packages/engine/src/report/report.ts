import type { MatchMethod } from '../columns/detect';
import type { FieldKind } from '../columns/fields';
import type { EmailReason, EmailStatus } from '../email/verify-email';
import type { PhoneStatus, PhoneType } from '../phone/verify-phone';
import type { SuggestionCount } from './suggestion-counts';

/** A problem with the file that did not stop the run. `row` is the `lp_row` it concerns. */
export interface VerifyWarning {
  code:
    | 'ragged_row'
    | 'malformed_quotes'
    | 'blank_rows_skipped'
    | 'invalid_utf8'
    | 'no_header'
    | 'unknown_country_option'
    | 'dns_outage'
    | 'dns_budget'
    | 'cell_too_long'
    | 'smtp_outage';
  message: string;
  row?: number;
}

/** The report of one run (documented in docs/results-format.md). */
export interface VerifyReport {
  /** Data rows read (blank lines excluded); equals the results' rows. */
  rows: number;
  input: {
    encoding: string;
    bom: boolean;
    delimiter: string;
    newline: string;
    /** Header names as read (generated `column_N` when the file had no header row). */
    columns: string[];
    headerless: boolean;
  };
  /** Columns used for each field and how they were recognised. */
  mapping: Array<{ field: FieldKind; column: number; header: string; method: MatchMethod }>;
  email: {
    status: Record<EmailStatus, number>;
    reasons: Partial<Record<EmailReason, number>>;
    /**
     * The most frequent suggested corrections (`lp_email_suggestion`) by domain pair, most rows first: at most
     * `TOP_SUGGESTIONS` (10), counted over at most `MAX_SUGGESTION_PAIRS` (1,000) distinct pairs.
     */
    suggestions: SuggestionCount[];
    /** Distinct domains looked up (or skipped offline): each at most once per file. */
    domains: number;
    dnsChecked: boolean;
  };
  phone: {
    status: Record<PhoneStatus, number>;
    types: Partial<Record<PhoneType, number>>;
    reasons: Partial<Record<string, number>>;
  };
  /**
   * What a verification is worth charging for, summing to `rows`: a row is `billable` when it is no duplicate and at
   * least one check gave a definitive answer (e-mail valid, invalid or risky; phone valid or invalid). Otherwise it
   * is one of the `duplicates` (of a kept row) or `unverifiable` (every check unknown or missing).
   */
  billing: { billable: number; duplicates: number; unverifiable: number };
  duplicates: {
    /** Rows marked as duplicates of a kept row. */
    rows: number;
    /** Groups of two or more rows. */
    clusters: number;
    reasons: Partial<Record<string, number>>;
    /** Pairs compared after blocking. */
    comparisons: number;
  };
  score: {
    mean: number;
    /** Ten buckets: 0–9, 10–19, …, 90–100. */
    histogram: Array<{ from: number; to: number; rows: number }>;
  };
  /** The mailbox (SMTP) check, run after the engine by `applyMailboxVerdicts`; unchecked in the engine's own report. */
  mailbox: MailboxSummary;
  warnings: {
    total: number;
    byCode: Partial<Record<VerifyWarning['code'], number>>;
    /** The first warnings, one by one (see `maxWarnings`). */
    items: VerifyWarning[];
  };
  timing: {
    seconds: number;
    rowsPerSecond: number;
    readSeconds: number;
    dnsWaitSeconds: number;
    dedupeSeconds: number;
    writeSeconds: number;
    /** Worker threads that analysed rows (0: all on the calling thread). */
    threads: number;
  };
}

/** What the mailbox check did for one order (docs/results-format.md, "Mailbox check"). */
export interface MailboxSummary {
  /** Whether the check ran; when false every other count is 0 and the evidence columns are empty. */
  checked: boolean;
  /** Distinct `lp_email` addresses of the rows that got a verdict. */
  addresses: number;
  /** Those addresses by the mailbox verdict's own status (before it is combined with the offline one). */
  valid: number;
  invalid: number;
  risky: number;
  unknown: number;
  /** Distinct domains found to accept every mailbox (`catch_all`). */
  catchAllDomains: number;
  /** Addresses probed more than once (greylisting, 4xx replies, hosts that did not answer). */
  retried: number;
  /** True when outbound SMTP looked blocked and the rest of the order was given `smtp_unavailable`. */
  outage: boolean;
}

/** The `mailbox` block of a report whose addresses were not probed. */
export function mailboxNotChecked(): MailboxSummary {
  return {
    checked: false,
    addresses: 0,
    valid: 0,
    invalid: 0,
    risky: 0,
    unknown: 0,
    catchAllDomains: 0,
    retried: 0,
    outage: false,
  };
}

/** Collects warnings: all counted, the first `max` kept in full. */
export class WarningLog {
  readonly items: VerifyWarning[] = [];
  readonly byCode: Partial<Record<VerifyWarning['code'], number>> = {};
  total = 0;

  constructor(private readonly max: number) {}

  /** Records one warning. */
  add(warning: VerifyWarning): void {
    this.total++;
    this.byCode[warning.code] = (this.byCode[warning.code] ?? 0) + 1;
    if (this.items.length < this.max) this.items.push(warning);
  }
}

/** Adds one to a count in a partial record. */
export function increment<K extends string>(counts: Partial<Record<K, number>>, key: K): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
