import {
  ORDER_REPORT_TOP_N,
  type OrderDuplicateReasons,
  type OrderReportCount,
} from '@leadproof/contract/order-report';
import type { OrderMailboxStats, OrderStats } from '@leadproof/contract/orders';
import type { VerifyReport } from '@leadproof/engine';

const NOT_CHECKED_NOTE =
  'The mailbox check did not run for this order: e-mail verdicts rest on syntax and DNS checks.';
const OUTAGE_NOTE =
  'Outbound SMTP (port 25) appeared blocked through every retry, so the mailbox check could not ask about some addresses: they are unknown (smtp_unavailable).';

/** The engine report's counts in the contract's `stats` shape. */
export function orderStatsFromReport(report: VerifyReport): OrderStats {
  const e = report.email.status;
  const p = report.phone.status;
  return {
    emails: {
      valid: e.valid ?? 0,
      invalid: e.invalid ?? 0,
      risky: e.risky ?? 0,
      unknown: e.unknown ?? 0,
      missing: e.missing ?? 0,
    },
    phones: { valid: p.valid ?? 0, invalid: p.invalid ?? 0, missing: p.missing ?? 0 },
    duplicates: report.duplicates.rows,
    meanScore: report.rows > 0 ? Math.round(report.score.mean * 10) / 10 : null,
    mailbox: mailboxStats(report.mailbox),
    phoneTypes: byRows(report.phone.types),
    emailReasons: byRows(report.email.reasons).slice(0, ORDER_REPORT_TOP_N),
    phoneReasons: byRows(report.phone.reasons).slice(0, ORDER_REPORT_TOP_N),
    duplicateReasons: duplicateReasons(report.duplicates.reasons),
    scoreHistogram: report.score.histogram,
    // Reports written before the engine counted suggestions have none.
    suggestions: (report.email.suggestions ?? []).slice(0, ORDER_REPORT_TOP_N),
  };
}

/** A report's counts by code as a list, most rows first (then by code, so equal counts keep one order). */
function byRows(counts: Partial<Record<string, number>>): OrderReportCount[] {
  return Object.entries(counts)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .map(([code, rows]) => ({ code, rows }))
    .sort((a, b) => b.rows - a.rows || a.code.localeCompare(b.code));
}

/**
 * Duplicates by reason. Exact keys are `same_email` and `same_phone`; a fuzzy match is `similar_name` followed by
 * the fields that agreed (`similar_name+company+city`), all counted as a similar name.
 */
function duplicateReasons(reasons: Partial<Record<string, number>>): OrderDuplicateReasons {
  const counts: OrderDuplicateReasons = { sameEmail: 0, samePhone: 0, similarName: 0 };
  for (const [reason, rows = 0] of Object.entries(reasons)) {
    if (reason === 'same_email') counts.sameEmail += rows;
    else if (reason === 'same_phone') counts.samePhone += rows;
    else if (reason.startsWith('similar_name')) counts.similarName += rows;
  }
  return counts;
}

/** What the order report says of the mailbox check: its counts, and in words whether it ran and why not all of it. */
function mailboxStats(mailbox: VerifyReport['mailbox']): OrderMailboxStats {
  return {
    checked: mailbox.checked,
    addresses: mailbox.addresses,
    valid: mailbox.valid,
    invalid: mailbox.invalid,
    risky: mailbox.risky,
    unknown: mailbox.unknown,
    catchAllDomains: mailbox.catchAllDomains,
    retried: mailbox.retried,
    outage: mailbox.outage,
    note: !mailbox.checked ? NOT_CHECKED_NOTE : mailbox.outage ? OUTAGE_NOTE : null,
  };
}
