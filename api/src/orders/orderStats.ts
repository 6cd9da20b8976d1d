import type { VerifyReport } from '@leadproof/engine';
import type { OrderMailboxStats, OrderStats } from '@leadproof/sdk';

const NOT_CHECKED_NOTE =
  'The mailbox check did not run for this order: e-mail verdicts rest on syntax and DNS checks.';
const OUTAGE_NOTE =
  'Outbound SMTP (port 25) appeared blocked, so the mailbox check gave the remaining addresses unknown (smtp_unavailable).';

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
  };
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
